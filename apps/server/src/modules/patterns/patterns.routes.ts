import {
  envelope,
  GetCategoryDataRequestSchema,
  GetPatternImageRequestSchema,
  GetPatternLibraryRequestSchema,
  GetScrollTagsRequestSchema,
  GetTextureLibraryRequestSchema,
  JsonTextSchema,
  PatternPrintParamsSchema,
  PatternThumbParamsSchema,
  TextureLibrarySchema,
  TexturePrintParamsSchema,
  TextureThumbParamsSchema,
} from "@portal/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { callerIfSent, callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ok } from "../../platform/http.js";
import type { Drawable, ImageKind, Variant } from "./patternImages.js";
import type { PatternService } from "./patterns.service.js";

const OPEN_NOTE =
  "Open to visitors when the brand has publicLibrary (a bearer token, when sent, is checked and userId must be the caller); otherwise signed in. 404 when the brand has neither library nor publicLibrary.";
const FILTERS_NOTE =
  "filters: colour and style tag values (a pattern matches one checked value of each type); substrates: Rolled media ItemNo (a pattern matches when it prints on one). Unknown values: 400.";

/** Drawn images are the same for everyone and change only with their design: cacheable, revalidated by ETag. */
async function sendImage(
  service: PatternService,
  req: FastifyRequest,
  reply: FastifyReply,
  item: Drawable,
  kind: ImageKind,
  variant: Variant,
) {
  const etag = service.images.etag(item, kind, variant);
  reply
    .header("ETag", etag)
    .header("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800")
    .header("X-Content-Type-Options", "nosniff");
  if (req.headers["if-none-match"] === etag) return reply.code(304).send();
  const image = await service.image(item, kind, variant);
  return reply.type(image.contentType).header("Content-Length", image.size).send(image.body);
}

/** Draws every pattern thumbnail storage lacks (docs/decisions/0012-pattern-lines-and-thumbnail-warm-up.md). */
export const PATTERN_THUMBNAILS_JOB = "pattern-thumbnails";

/**
 * Once a process serves HTTP (onListen: start-up is not delayed, and tests that never listen draw
 * nothing), it queues the thumbnail drawing; a process that takes jobs draws them: the same process
 * with `npm start`, a worker when API processes (TAKE_JOBS=false) and workers run apart. Storage is
 * shared, so what one worker drew every process serves. Closing stops the drawing after the image in hand.
 */
function drawThumbnailsAhead(app: App, ctx: AppContext, service: PatternService): void {
  let stopped = false;
  ctx.jobs.define(PATTERN_THUMBNAILS_JOB, () => service.warmThumbnails(() => stopped), {
    // Several API processes starting at once queue one drawing, not one each.
    policy: "short",
    retryLimit: 1,
    expireInSeconds: 30 * 60,
  });
  ctx.jobs.sendWhenListening(PATTERN_THUMBNAILS_JOB, {});
  // Before the job queue's onClose waits for running jobs.
  app.addHook("preClose", async () => {
    stopped = true;
  });
}

/**
 * PatternLibrary calls (docs/product/patterns.md) and the drawn images; Textures/GetTextureLibrary. The
 * spec's "POST {hash}" image call is POST /api/PatternLibrary/GetPatternImage (decision 0009).
 */
export function patternRoutes(app: App, ctx: AppContext): void {
  const service = ctx.patterns;
  // An API-only process (TAKE_JOBS=false) draws a thumbnail only when it is asked for: background work
  // is for the processes that take jobs, and sharp's threads cost an API process some 30 MB
  // (docs/decisions/0043-server-memory.md).
  if (service.libraryOffered) drawThumbnailsAhead(app, ctx, service);
  // Visitors read the pattern library only where the brand has publicLibrary; where the brand has
  // none, every caller gets the service's 404 rather than a 401.
  const readers = ctx.brand.switches.publicLibrary || !service.libraryOffered ? "signedInIfSent" : "signedIn";

  app.post(
    "/PatternLibrary/GetScrollTags",
    {
      config: { access: readers },
      schema: {
        tags: ["PatternLibrary"],
        summary: "The quick-scroll categories (with pattern counts), substrate filters and filter tags, as JSON text",
        description: `${OPEN_NOTE} Data is the JSON text of { ScrollTags, SubstrateFilters, ttTagValues }. ${FILTERS_NOTE}`,
        body: GetScrollTagsRequestSchema,
        response: { 200: envelope(JsonTextSchema) },
      },
    },
    async (req) => {
      await service.reader(callerIfSent(req), req.body.userId);
      return ok(JSON.stringify(await service.getScrollTags(req.body)));
    },
  );

  app.post(
    "/PatternLibrary/GetCategoryData",
    {
      config: { access: readers },
      schema: {
        tags: ["PatternLibrary"],
        summary: "One page of a category's patterns, paged by count, as JSON text",
        description: `${OPEN_NOTE} fetchTag is the category (empty: the first, Wood); count is how many the screen already shows; the reply holds the next 12 (DesignRows) with Total, NextCount and HasMore. ${FILTERS_NOTE}`,
        body: GetCategoryDataRequestSchema,
        response: { 200: envelope(JsonTextSchema) },
      },
    },
    async (req) => {
      await service.reader(callerIfSent(req), req.body.userId);
      return ok(JSON.stringify(await service.getCategoryData(req.body)));
    },
  );

  app.post(
    "/PatternLibrary/GetPatternLibrary",
    {
      config: { access: readers },
      schema: {
        tags: ["PatternLibrary"],
        summary: "Every matching pattern with the pattern data, as JSON text",
        description: `${OPEN_NOTE} Data is the JSON text of { DesignRows, ScrollTags, SubstrateFilters, ttPatternTags, ttTagValues }. ${FILTERS_NOTE}`,
        body: GetPatternLibraryRequestSchema,
        response: { 200: envelope(JsonTextSchema) },
      },
    },
    async (req) => {
      await service.reader(callerIfSent(req), req.body.userId);
      return ok(JSON.stringify(await service.getPatternLibrary(req.body)));
    },
  );

  app.post(
    "/PatternLibrary/GetPatternImage",
    {
      config: { access: readers },
      schema: {
        tags: ["PatternLibrary"],
        summary: "The spec's 'POST {hash}': one pattern image (filename, isOpaque), as JSON text",
        description: `${OPEN_NOTE} Data is the JSON text of { Filename, isOpaque, ImageUrl, FullUrl, ContentType, base64String } with the 480 x 480 WebP thumbnail in base64 and the print file's URL. filename is a file name only (no folders): anything else is 400; an unknown pattern or a variant it does not have is 404.`,
        body: GetPatternImageRequestSchema,
        response: { 200: envelope(JsonTextSchema) },
      },
    },
    async (req) => {
      await service.reader(callerIfSent(req), req.body.userId);
      return ok(JSON.stringify(await service.patternImage(req.body)));
    },
  );

  for (const kind of ["thumb", "print"] as const) {
    app.get(
      `/PatternLibrary/${kind === "thumb" ? "Thumb" : "Print"}/:variant/:file`,
      {
        config: { access: "public" },
        schema: {
          tags: ["PatternLibrary"],
          summary:
            kind === "thumb"
              ? "A pattern's 480 x 480 thumbnail (image/webp), opaque or transparent"
              : "A pattern's print file (image/png, one 1440 x 1440 repeat), opaque or transparent",
          description:
            "Open whenever the brand has library or publicLibrary (catalogue art, no user data, loaded by <img>). Cache-Control public with an ETag; If-None-Match gets 304.",
          params: kind === "thumb" ? PatternThumbParamsSchema : PatternPrintParamsSchema,
        },
      },
      async (req, reply) => {
        service.assertLibraryOffered();
        const { variant, file } = req.params;
        const item = await service.drawable(file, variant);
        return sendImage(service, req, reply, item, kind, variant);
      },
    );
    app.get(
      `/Textures/${kind === "thumb" ? "Thumb" : "Print"}/:file`,
      {
        config: { access: "public" },
        schema: {
          tags: ["Textures"],
          summary:
            kind === "thumb" ? "A texture's 480 x 480 thumbnail (image/webp)" : "A texture's print file (image/png)",
          description: "Open when the brand has textures. Cache-Control public with an ETag; If-None-Match gets 304.",
          params: kind === "thumb" ? TextureThumbParamsSchema : TexturePrintParamsSchema,
        },
      },
      async (req, reply) => {
        service.assertTexturesOffered();
        const item = await service.textureDrawable(req.params.file);
        return sendImage(service, req, reply, item, kind, "opaque");
      },
    );
  }

  app.post(
    "/Textures/GetTextureLibrary",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["Textures"],
        summary: "The texture library: [{ TextureId, Name, Category, Description, Filename, ImageUrl, FullUrl }]",
        description:
          "Signed in; userId must be the caller (or a user of an office manager's company). 404 when the brand has no textures.",
        body: GetTextureLibraryRequestSchema,
        response: { 200: envelope(TextureLibrarySchema) },
      },
    },
    async (req) => {
      service.assertTexturesOffered();
      const caller = callerOf(req);
      await ctx.auth.assertCanActFor(caller, req.body.userId || undefined);
      return ok(await service.textureLibrary());
    },
  );
}
