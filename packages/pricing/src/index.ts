export * from "./area.js";
export * from "./minimumCharge.js";
export * from "./price.js";
export * from "./priceBook.js";
export * from "./printableSize.js";
export * from "./rounding.js";
export * from "./sheetFit.js";
export * from "./wallcovering.js";
