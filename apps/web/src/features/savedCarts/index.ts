export { SaveCartButton } from "./SaveCartButton.js";
