export * from "./accounts.js";
export * from "./cart.js";
export * from "./identity.js";
export * from "./messages.js";
