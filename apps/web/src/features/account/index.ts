export { orderKeys, useOrderDetails } from "./orders.js";
