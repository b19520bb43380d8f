/** Checkout intents for the office manager's release (orders): checkout owns checkout_intents. */
export { type IntentRow, insertIntent, isLive, liveReleaseOf } from "./intents.repo.js";
