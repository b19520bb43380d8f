import type { TestApp } from "./harness.js";

/** A JSON schema as the generated OpenAPI document holds it (only the keywords the walks read). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
}

export interface Operation {
  method: "GET" | "POST";
  /** The path with each {param} filled with a plausible value. */
  url: string;
  /** The route's declared access (x-access); undefined for public routes. */
  access: string | undefined;
  /** Whether a call without a token must be refused (the security requirement has no empty entry). */
  needsToken: boolean;
  body: JsonSchema | undefined;
  query: Record<string, JsonSchema>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  "x-access"?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** Every operation of the app's own OpenAPI document, with $refs resolved. */
export async function apiOperations(t: TestApp): Promise<Operation[]> {
  const doc = (await t.get("/api/openapi.json")).json() as OpenApiDocument;
  const components = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 6) return {};
    const s = schema.$ref ? (components[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;
    const out: JsonSchema = { ...s };
    if (s.properties) {
      out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, resolve(v, depth + 1)]));
    }
    if (s.items) out.items = resolve(s.items, depth + 1);
    for (const key of ["anyOf", "oneOf", "allOf"] as const) {
      const list = s[key];
      if (list) out[key] = list.map((v) => resolve(v, depth + 1));
    }
    return out;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === "variant" ? "opaque" : "x.png"));
      const body = op.requestBody?.content?.["application/json"]?.schema;
      ops.push({
        method: method.toUpperCase() as Operation["method"],
        url,
        access: op["x-access"],
        needsToken: (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => Object.keys(s).length === 0),
        body: body ? resolve(body) : undefined,
        query: Object.fromEntries(params.filter((p) => p.in === "query").map((p) => [p.name, resolve(p.schema)])),
      });
    }
  }
  return ops;
}

/** A small value the schema accepts where it can tell (required fields, first enum value, bounds). */
export function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return plausible(alternatives[0]);
  if (schema.allOf && schema.allOf.length > 0) return plausible(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([k]) => schema.required?.includes(k))
          .map(([k, v]) => [k, plausible(v)]),
      );
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items));
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return false;
    case "string":
      if (schema.format === "email") return "someone@example.com";
      return "a".repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return {};
  }
}
