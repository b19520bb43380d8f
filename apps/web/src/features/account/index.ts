export { useOrderDetails } from "./orders.js";
export { orderKeys } from "./orders.js";
