export { refreshCart, useCart } from "./cartApi.js";
