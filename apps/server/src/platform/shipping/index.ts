export * from "./carrier.js";
export * from "./tableRate.js";
export * from "./zones.js";
