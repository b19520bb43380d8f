export * from "./applyToAll.js";
export * from "./checkImage.js";
export * from "./coerce.js";
export * from "./cutFinish.js";
export * from "./item.js";
export * from "./messages.js";
export * from "./rigidLocking.js";
