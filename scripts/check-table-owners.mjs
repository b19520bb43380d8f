#!/usr/bin/env node
// One owner per table (docs/ARCHITECTURE.md, "Table owners"): fails when server code other than a
// table's owner imports the table from @portal/db/schema or names it in raw SQL, and when a table of
// packages/db/src/schema has no owner in the map. Tests, test kits, the test harness, benches,
// scripts and the seed may touch any table (they arrange and inspect the database).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = new URL("..", import.meta.url).pathname;
const schemaDir = join(root, "packages/db/src/schema");
const serverSrc = join(root, "apps/server/src");
const docPath = join(root, "docs/ARCHITECTURE.md");

const parse = (file) => ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

/** Every table of the schema: export name -> SQL name. */
function schemaTables() {
  const tables = new Map();
  for (const name of readdirSync(schemaDir)) {
    if (!name.endsWith(".ts") || name === "index.ts") continue;
    const source = parse(join(schemaDir, name));
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const decl of statement.declarationList.declarations) {
        const init = decl.initializer;
        if (!init || !ts.isCallExpression(init) || init.expression.getText(source) !== "pgTable") continue;
        const sqlName = init.arguments[0];
        if (ts.isIdentifier(decl.name) && sqlName && ts.isStringLiteral(sqlName)) {
          tables.set(decl.name.text, sqlName.text);
        }
      }
    }
  }
  return tables;
}

/** The owner map and the declared read joins, from the two tables in docs/ARCHITECTURE.md. */
function ownerMap() {
  const doc = readFileSync(docPath, "utf8");
  const section = (title) => {
    const start = doc.indexOf(`<!-- ${title} -->`);
    if (start < 0) throw new Error(`docs/ARCHITECTURE.md has no <!-- ${title} --> table`);
    const rows = [];
    for (const line of doc.slice(start).split("\n").slice(1)) {
      if (!line.startsWith("|")) {
        if (rows.length) break;
        continue;
      }
      const cells = line
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim());
      if (cells[0].startsWith("---") || cells[0] === "Tables" || cells[0] === "File") continue;
      rows.push(cells);
    }
    return rows;
  };
  const tick = (s) => [...s.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  const owners = new Map();
  for (const [tables, owner] of section("table-owners")) {
    const [who] = tick(owner);
    for (const t of tick(tables)) owners.set(t, who);
  }
  const joins = new Map();
  for (const [file, tables] of section("read-joins")) joins.set(tick(file)[0], new Set(tick(tables)));
  return { owners, joins };
}

/** Owner "identity" is modules/identity/*.repo.ts; an owner ending in .ts is that one file of src/. */
function ownsFile(owner, file) {
  if (owner.endsWith(".ts")) return file === owner;
  return (
    file.startsWith(`modules/${owner}/`) && file.endsWith(".repo.ts") && !file.slice(9 + owner.length).includes("/")
  );
}

const exempt = (file) => /\.(test|testkit)\.ts$/.test(file) || file.startsWith("test/");

function* serverFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* serverFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const tables = schemaTables();
const { owners, joins } = ownerMap();
const problems = [];
for (const t of tables.keys()) if (!owners.has(t)) problems.push(`table ${t} has no owner in docs/ARCHITECTURE.md`);
for (const t of owners.keys()) if (!tables.has(t)) problems.push(`docs/ARCHITECTURE.md names ${t}, not a table`);
const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));
const rawSql = new RegExp(`\\b(?:from|join|into|update|table)\\s+"?(${[...bySqlName.keys()].join("|")})\\b`, "gi");

for (const path of serverFiles(serverSrc)) {
  const file = relative(serverSrc, path);
  if (exempt(file)) continue;
  const source = parse(path);
  const allowed = (table, write) =>
    ownsFile(owners.get(table) ?? "", file) || (!write && joins.get(file)?.has(table) === true);
  const writes = new Set();
  const visit = (node) => {
    // db.insert(t), db.update(t), db.delete(t): writes, which no read join allows.
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ["insert", "update", "delete"].includes(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0])
    ) {
      writes.add(node.arguments[0].text);
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === "sql") {
      const text = ts.isNoSubstitutionTemplateLiteral(node.template)
        ? node.template.text
        : [node.template.head.text, ...node.template.templateSpans.map((s) => s.literal.text)].join(" ");
      for (const m of text.matchAll(rawSql)) {
        const table = bySqlName.get(m[1].toLowerCase());
        if (!allowed(table, true)) problems.push(`${file}: raw SQL names ${m[1]} (owner: ${owners.get(table)})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier.text;
    if (from !== "@portal/db/schema" && !(from === "@portal/db" && statement.importClause?.namedBindings)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) {
      if (from === "@portal/db/schema") problems.push(`${file}: imports the whole schema (import its tables by name)`);
      continue;
    }
    for (const el of bindings.elements) {
      const name = (el.propertyName ?? el.name).text;
      if (from === "@portal/db" && name === "schema") {
        problems.push(`${file}: imports the whole schema (import its tables by name)`);
        continue;
      }
      if (!tables.has(name)) continue;
      const local = el.name.text;
      if (!allowed(name, writes.has(local))) {
        const how = joins.get(file)?.has(name) ? "writes" : "uses";
        problems.push(`${file}: ${how} table ${name}, owned by ${owners.get(name) ?? "nobody"}`);
      }
    }
  }
}

if (problems.length) {
  console.error("Table ownership (docs/ARCHITECTURE.md, Table owners):");
  for (const p of problems) console.error(`  ${p}`);
  console.error("Call the owner's service instead, or move the table in the map if the owner changed.");
  process.exit(1);
}
console.log(`table owners: ${tables.size} tables, each touched only by its owner`);
