export * from "./accounts.js";
export * from "./cart.js";
export * from "./catalog.js";
export * from "./identity.js";
export * from "./library.js";
export * from "./messages.js";
export * from "./orders.js";
export * from "./patterns.js";
