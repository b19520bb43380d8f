export * from "./tax.js";
