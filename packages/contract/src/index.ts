export * from "./artRules.js";
export * from "./brands.js";
export * from "./cart.js";
export * from "./contact.js";
export * from "./envelope.js";
export * from "./identity.js";
export * from "./site.js";
export * from "./validators.js";
