/** Generated test files (small fixtures per finding, and large files for the benchmark). Not for the API. */
export * from "./fixtures/makeFixtures.js";
export * from "./fixtures/tiffFixtures.js";
