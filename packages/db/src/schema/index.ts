export * from "./accounts.js";
export * from "./identity.js";
export * from "./messages.js";
