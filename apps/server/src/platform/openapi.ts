import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { API_KEY_HEADER } from "@portal/contract";
import { needsToken } from "./access.js";
import { keyScopeOf } from "./keyScopes.js";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The route's declared access, not a hand-written list, gives each operation its security
 * requirement (bearer; optional for signedInIfSent) and an `x-access` naming who may call it.
 */
function withAccess(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const named = { ...transformed, schema: { ...transformed.schema, operationId: operationId(input.route) } };
  const access = input.route.config?.access;
  // A call a machine key may make also takes the apiKey scheme; x-key-scope names the scope it needs.
  const scope = keyScopeOf(input.route.method, input.url);
  const key = scope === undefined ? [] : [{ apiKey: [] }];
  const scoped = scope === undefined ? {} : { "x-key-scope": scope };
  if (access === undefined || access === "public") {
    return key.length === 0 ? named : { ...named, schema: { ...named.schema, security: [{}, ...key], ...scoped } };
  }
  const bearer: Record<string, string[]> = { bearer: [] };
  const security = needsToken(access) ? [bearer, ...key] : [{}, bearer, ...key];
  return { ...named, schema: { ...named.schema, security, "x-access": access, ...scoped } };
}

/**
 * An operationId from the method and the path, so client generators get stable, unique names:
 * `POST /api/Staff/Orders/:orderNumber/Move` is `postStaffOrdersOrderNumberMove`.
 */
function operationId(route: { method: string | string[]; url: string }): string {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? "get";
  const words = route.url
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join("");
}

/** OpenAPI generated from the contract's zod schemas: `/api/openapi.json`, browsable at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${brandName} trade print portal API`,
        description:
          "Every reply is `{ Status, Message?, Data? }`. HTTP codes mirror Status: 200 ok and nodata, 400 invalid, 401 unauthorized (no or expired token), 403 another user's data, 404 no such call, 413 body too large, 422 failed, 500 exception. An operation's `x-access` says who may call it: signedIn, signedIn:forcePass (also before a forced password change), signedInIfSent (anyone; a token, when sent, is checked), staff:ops, staff:support, staff:admin or staff:any.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          apiKey: { type: "apiKey", in: "header", name: API_KEY_HEADER },
        },
      },
    },
    transform: withAccess,
    // Emits shared and recursive schemas (the library's folder node) under components.
    transformObject: jsonSchemaTransformObject,
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
