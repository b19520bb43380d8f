import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDatabase, openDatabase } from "@portal/db";
import openapiTS, { astToString } from "openapi-typescript";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/platform/config.js";

/**
 * The API's OpenAPI document without a running server (docs/integration-api.md):
 *   tsx scripts/openapi.ts write <file>  the document, as /api/openapi.json serves it
 *   tsx scripts/openapi.ts generate      packages/client's types from it (npm run client:generate)
 *   tsx scripts/openapi.ts check <file>  the document for Redocly's lint, and fails unless the committed
 *                                        types are current (npm run lint:openapi, part of npm run lint)
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const TYPES = path.join(ROOT, "packages/client/src/schema.gen.ts");
const HEADER = "// Generated from the API's OpenAPI document by `npm run client:generate`; do not edit.\n\n";

/** The app on an empty in-memory database, asked for its document. */
async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-openapi-"));
  const database = await openDatabase({ memory: true });
  try {
    await migrateDatabase(database);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      return (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function clientTypes(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(doc as never, { alphabetize: false });
  return HEADER + astToString(ast);
}

const [command, out] = process.argv.slice(2);
const doc = await openApiDocument();
if (command === "write" && out) {
  fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
} else if (command === "generate") {
  fs.writeFileSync(TYPES, await clientTypes(doc));
  console.log(`Wrote ${path.relative(ROOT, TYPES)}`);
} else if (command === "check" && out) {
  // The document for `redocly lint` (redocly.yaml), which runs next in `npm run lint:openapi`.
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  if (!fs.existsSync(TYPES) || fs.readFileSync(TYPES, "utf8") !== (await clientTypes(doc))) {
    console.error(
      `${path.relative(ROOT, TYPES)} does not match the API's document: run \`npm run client:generate\` and commit it.`,
    );
    process.exit(1);
  }
} else {
  console.error("Usage: tsx scripts/openapi.ts write <file> | generate | check <file>");
  process.exit(2);
}
