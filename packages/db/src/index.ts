export * from "./client.js";
export * from "./migrate.js";
export * from "./jsonRecords.js";
export * from "./prepared.js";
export * as schema from "./schema/index.js";
export * from "./seed/index.js";
