export { paymentOptionsQuery } from "./paymentsApi.js";
