import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** OpenAPI generated from the contract's zod schemas: `/api/openapi.json`, browsable at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${brandName} trade print portal API`,
        description:
          "Every reply is `{ Status, Message?, Data? }`. HTTP codes mirror Status: 200 ok and nodata, 400 invalid, 401 unauthorized (no or expired token), 403 another user's data, 404 no such call, 413 body too large, 422 failed, 500 exception.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
    // Emits shared and recursive schemas (the library's folder node) under components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
