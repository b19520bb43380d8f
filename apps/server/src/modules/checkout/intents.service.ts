/**
 * Checkout intents for the office manager's release and the artwork retention job (orders): checkout owns
 * checkout_intents.
 */
export { type IntentRow, insertIntent, isLive, liveIntentIds, liveReleaseOf } from "./intents.repo.js";
