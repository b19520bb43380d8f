export { QuickOrderButton } from "./QuickOrderButton.js";
