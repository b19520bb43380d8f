export { toSelectOptions, usePaymentList } from "./paymentLists.js";
