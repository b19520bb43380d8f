export { addressListQuery } from "./addressesApi.js";
