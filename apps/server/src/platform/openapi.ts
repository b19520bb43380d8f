import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { API_KEY_HEADER, ErrorEnvelopeSchema } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Access, needsToken } from "./access.js";
import { keyScopeOf as listedKeyScope } from "./keyScopes.js";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
/** The parts of the generated OpenAPI 3.1 document the finishing below reads and writes. */
interface OpenApiDocument {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}
type Operation = Record<string, unknown> & { operationId?: string; responses?: Record<string, unknown> };

/**
 * The two ways to authenticate, named once here: every operation's security requirement names one
 * of them (docs/integration-api.md). `bearer` is a signed-in user's access token; `apiKey` a
 * machine key of the shop's or a company's own systems.
 */
const SECURITY_SCHEMES = {
  bearer: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "A user's access token from POST /api/users/authenticate (refreshed by /api/users-service/refresh-token).",
  },
  apiKey: {
    type: "apiKey",
    in: "header",
    name: API_KEY_HEADER,
    description:
      "A machine key made by staff.admin (shop) or an office manager (company); it acts as its owner within its scopes (x-key-scope names the scope an operation needs).",
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/**
 * An operation's security from the route's declared access (platform/access.ts): public is
 * `security: []`; signedInIfSent takes a token optionally; everything else needs one. A route a
 * machine key may call (platform/keyScopes.ts) also lists the key; `x-key-scope` names its scope.
 */
export function securityOf(access: Access | undefined, keyScope?: string): SecurityRequirement[] {
  const key: SecurityRequirement[] = keyScope === undefined ? [] : [{ apiKey: [] }];
  if (access === undefined || access === "public") return key.length > 0 ? [{}, ...key] : [];
  if (!needsToken(access)) return [{}, { bearer: [] }, ...key];
  return [{ bearer: [] }, ...key];
}

const ERROR_REPLY = { $ref: "#/components/schemas/ErrorEnvelope" };

/** The failure replies every operation may give, as shared components (platform/errors.ts makes them). */
const ERROR_RESPONSES: Record<string, { description: string }> = {
  Invalid: { description: "invalid: the input is not accepted (Data.errors lists each field's message)." },
  Unauthenticated: { description: "unauthorized: no token or key, or an expired, bad or revoked one." },
  Forbidden: { description: "unauthorized: another user's data, or a role or key scope that does not allow this." },
  ClientError: {
    description:
      "Another refusal: error 404 (no such call or record), invalid 413 (body too large) or 415, failed 422 (the operation cannot be done as asked; Message says why), 429 (too many calls).",
  },
  ServerError: { description: "exception: something went wrong on the server; the reply never carries details." },
};

/** The error replies of one operation, beside the ones the route declares itself. */
function errorResponses(op: Operation, access: Access | undefined): Record<string, unknown> {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  const takesInput = op.requestBody !== undefined || (Array.isArray(op.parameters) && op.parameters.length > 0);
  const mayBeSignedIn = access !== undefined && access !== "public";
  return {
    ...(takesInput ? { 400: ref("Invalid") } : {}),
    ...(mayBeSignedIn ? { 401: ref("Unauthenticated") } : {}),
    ...(mayBeSignedIn && needsToken(access) ? { 403: ref("Forbidden") } : {}),
    "4XX": ref("ClientError"),
    "5XX": ref("ServerError"),
  };
}

/**
 * The operation's name for client generators: the spec's call name where the path is one
 * (`POST /api/Store/GetPricing` is `GetPricing`), else the method and the path's words
 * (`POST /api/Staff/Orders/{orderNumber}/Move` is `postStaffOrdersOrderNumberMove`; the order
 * desk's resource paths under /api/Staff are never call names: `GET /api/Staff/Orders` is
 * `getStaffOrders`). A route may name itself with `schema.operationId`. Names two operations would
 * share fall back to the long form (uniqueOperationIds), so every name stays unique.
 */
function callName(url: string): string | undefined {
  const call = /^\/api\/(?!Staff\/)[A-Za-z-]+\/([A-Za-z][A-Za-z0-9_]*)$/.exec(url);
  return call?.[1];
}

function longName(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join("");
}

/** The route's own part of the document: its operationId candidate, security and who may call it. */
function routeTransform(keyScopeOf: KeyScopeOf) {
  return (input: TransformInput) => {
    const transformed = jsonSchemaTransform(input);
    const { route } = input;
    const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? "GET";
    const access = route.config?.access;
    const own = (route.schema as { operationId?: string } | undefined)?.operationId;
    const keyScope = keyScopeOf(method, route.url);
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        operationId: own ?? callName(route.url) ?? longName(method, route.url),
        security: securityOf(access, keyScope),
        ...(keyScope === undefined ? {} : { "x-key-scope": keyScope }),
        // Public operations carry none (the description lists the values).
        ...(access === undefined || access === "public" ? {} : { "x-access": access }),
      },
    };
  };
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

function operationsOf(doc: OpenApiDocument): [string, string, Operation][] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => [path, method, op] as [string, string, Operation]),
  );
}

/** Where a name is shared, each of its operations takes the long form (method and path words). */
function uniqueOperationIds(ops: [string, string, Operation][]): void {
  const count = new Map<string, number>();
  for (const [, , op] of ops) count.set(op.operationId ?? "", (count.get(op.operationId ?? "") ?? 0) + 1);
  for (const [path, method, op] of ops) {
    if ((count.get(op.operationId ?? "") ?? 0) > 1) op.operationId = longName(method, path.replace(/[{}]/g, ""));
  }
  const seen = new Set<string>();
  for (const [path, method, op] of ops) {
    if (seen.has(op.operationId ?? "")) throw new Error(`${method} ${path}: operationId ${op.operationId} is taken.`);
    seen.add(op.operationId ?? "");
  }
}

/**
 * zod writes a record keyed by an enum (`z.record(z.enum([...]), v)`, every key present) as
 * `propertyNames` with those keys `required` but no `properties`, which linters and client
 * generators read as required properties that are not defined; each key becomes a property.
 */
function spellOutEnumKeyedRecords(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) spellOutEnumKeyedRecords(child);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const schema = node as Record<string, unknown>;
  const keys = (schema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const value = schema.additionalProperties;
  if (keys && schema.properties === undefined && value !== null && typeof value === "object") {
    schema.properties = Object.fromEntries(keys.map((k) => [String(k), value]));
    schema.additionalProperties = false;
    delete schema.propertyNames;
  }
  for (const child of Object.values(schema)) spellOutEnumKeyedRecords(child);
}

/** Only the schemes some operation names (a scheme nobody uses is noise to a client generator). */
function schemesIn(ops: [string, string, Operation][]): Partial<typeof SECURITY_SCHEMES> {
  const used = new Set(ops.flatMap(([, , op]) => ((op.security ?? []) as SecurityRequirement[]).flatMap(Object.keys)));
  return Object.fromEntries(Object.entries(SECURITY_SCHEMES).filter(([name]) => used.has(name)));
}

/** The whole document's finishing: shared components, error replies, unique operationIds. */
function documentTransform(info: { brandName: string; publicUrl: string }) {
  return (input: Parameters<typeof jsonSchemaTransformObject>[0]) => {
    const doc = jsonSchemaTransformObject(input) as OpenApiDocument;
    const ops = operationsOf(doc);
    uniqueOperationIds(ops);
    for (const [, , op] of ops) {
      const access = op["x-access"] as Access | undefined;
      op.responses = { ...errorResponses(op, access), ...op.responses };
    }
    spellOutEnumKeyedRecords(doc.paths);
    spellOutEnumKeyedRecords(doc.components);
    const errorEnvelope = z.toJSONSchema(ErrorEnvelopeSchema, { target: "draft-2020-12", io: "output" });
    delete errorEnvelope.$schema;
    const errorReply = { content: { "application/json": { schema: ERROR_REPLY } } };
    return {
      ...doc,
      servers: [{ url: info.publicUrl, description: `${info.brandName} portal` }],
      components: {
        ...doc.components,
        securitySchemes: schemesIn(ops),
        schemas: { ...doc.components?.schemas, ErrorEnvelope: errorEnvelope },
        responses: Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([name, r]) => [name, { ...r, ...errorReply }]),
        ),
      },
    } as ReturnType<typeof jsonSchemaTransformObject>;
  };
}

/** The scope a machine key needs for a route, or undefined when no key may call it. */
type KeyScopeOf = (method: string, url: string) => string | undefined;

export interface OpenApiOptions {
  brandName: string;
  /** The servers entry (config PUBLIC_URL). */
  publicUrl: string;
  /** The scope a machine key needs for a route; platform/keyScopes.ts unless a test gives another. */
  keyScopeOf?: KeyScopeOf;
}

/** OpenAPI 3.1 generated from the contract's zod schemas: `/api/openapi.json`, browsable at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${options.brandName} trade print portal API`,
        description:
          "Every reply is `{ Status, Message?, Data? }`. HTTP codes mirror Status: 200 ok and nodata, 400 invalid, 401 unauthorized (no or expired token), 403 another user's data, 404 no such call, 413 body too large, 422 failed, 500 exception. An operation's `x-access` says who may call it: signedIn, signedIn:forcePass (also before a forced password change), signedInIfSent (anyone; a token, when sent, is checked), staff:ops, staff:support, staff:admin or staff:any.",
        version: "1.0.0",
        license: { name: "AGPL-3.0-or-later", identifier: "AGPL-3.0-or-later" },
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: routeTransform(options.keyScopeOf ?? listedKeyScope),
    // Emits shared and recursive schemas (the library's folder node) under components, then the
    // document-wide parts.
    transformObject: documentTransform(options),
  });
  // The docs UI's routes are a plugin's; they are public.
  await app.register(async (docs) => {
    docs.addHook("onRoute", (route) => {
      route.config = { ...route.config, access: "public" };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  });
  app.get("/api/openapi.json", { schema: { hide: true }, config: { access: "public" } }, async () => app.swagger());
}
