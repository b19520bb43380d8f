export { QuickOrderButton } from "./QuickOrderButton.js";
export { SaveCartButton } from "./SaveCartButton.js";
