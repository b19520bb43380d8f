import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseInputError } from "./databaseInput.js";
import { ApiError, fieldMessage } from "./http.js";
import { isClientRoute } from "./webApp.js";

/** Every failure leaves as the `{ Status, Message, Data }` envelope with the code of docs/product/brands-and-access.md. */
export function registerErrorHandling(app: FastifyInstance, options: { serveWebApp: boolean }): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const refused = databaseInputError(err);
    if (refused) {
      req.log.warn({ code: (err as { code?: string }).code }, "input the database cannot store");
      return reply.code(400).send({ Status: refused.status, Message: refused.message });
    }
    if (err instanceof ApiError) {
      return reply
        .code(err.httpCode)
        .send({ Status: err.status, Message: err.message, ...(err.data ? { Data: err.data } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return { field, message: fieldMessage(field, v.message ?? "Invalid value.") };
      });
      const unique = errors.filter((e, i) => errors.findIndex((o) => o.message === e.message) === i);
      return reply
        .code(400)
        .send({ Status: "invalid", Message: unique.map((e) => e.message).join("\n"), Data: { errors: unique } });
    }
    switch (err.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.code(400).send({ Status: "invalid", Message: "The request body is not valid JSON." });
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return reply.code(413).send({ Status: "invalid", Message: "The request body is too large." });
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply
          .code(415)
          .send({ Status: "invalid", Message: "The request body must be JSON (Content-Type: application/json)." });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ Status: "invalid", Message: err.message });
    }
    req.log.error({ err }, "unhandled error");
    return reply
      .code(500)
      .send({ Status: "exception", Message: "Something went wrong on our side. Please try again." });
  });

  app.setNotFoundHandler((req, reply: FastifyReply) => {
    if (options.serveWebApp && isClientRoute(req.method, req.url)) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply
      .code(404)
      .send({ Status: "error", Message: `There is no ${req.method} ${req.url.split("?")[0]} in this API.` });
  });
}
