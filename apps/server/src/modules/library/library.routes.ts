import {
  CheckCadRequestSchema,
  CreateFolderRequestSchema,
  DELETE_FOLDER_FAILED,
  DeleteFolderRequestSchema,
  DeleteItemRequestSchema,
  DirectoryContentsRequestSchema,
  DirectoryContentsSchema,
  EmptyEnvelopeSchema,
  envelope,
  FILE_DELETED,
  FILE_MOVED,
  FOLDER_CREATED,
  FOLDER_DELETED,
  FolderNodeSchema,
  FolderStructureRequestSchema,
  FolderStructureSchema,
  HandleMasvRequestSchema,
  HandleMasvResultSchema,
  LibraryHeldThumbnailQuerySchema,
  LibraryImageQuerySchema,
  LibraryItemDetailsRequestSchema,
  LibraryItemDetailsSchema,
  LibraryItemSchema,
  MoveFileRequestSchema,
  NewTokenQuerySchema,
  NewTokenSchema,
  PREFLIGHT_PENDING,
  ToolboxSchema,
  UPLOAD_DONE,
} from "@portal/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { callerIfSent, callerOf } from "../../platform/access.js";
import type { App, AppContext } from "../../platform/context.js";
import { ApiError, forbidden, ok, unauthenticated } from "../../platform/http.js";
import type { ImageKind } from "./imageLinks.js";
import { ownerOfPath, resolveLibraryPath } from "./library.paths.js";
import { libraryModule } from "./library.service.js";

const tags = ["Library"];

/**
 * The image library (docs/product/library.md): folders and files confined to the caller's own root
 * /ImgLibrary/{userId}, tus uploads placed by handle_masv, preflight jobs, and the PNG renditions.
 * A userId in a body must be the caller's own (the library is open to its owner only; 403 otherwise).
 */
export function libraryRoutes(app: App, ctx: AppContext): void {
  const { library, uploads, links, locks } = libraryModule(ctx, app.log);
  app.addHook("onReady", () => links.load());
  // Only a process that serves HTTP takes upload locks, so only it listens for release requests (a
  // worker never listens: no connection of its own for them).
  app.addHook("onListen", () => locks.start());
  app.addHook("onClose", () => locks.close());

  uploads.register(app);

  /** The caller; a userId in the body must be the caller's own. */
  const owner = (req: FastifyRequest, userId?: number): number => {
    const caller = callerOf(req);
    if (userId !== undefined && userId !== caller.id) throw forbidden("A library is open to its owner only.");
    return caller.id;
  };

  app.get(
    "/Library/new_token",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "Open an upload package: its id and a short-lived token for the tus endpoint",
        description:
          "Send the token as the Upload-Package-Token header on every tus request to /api/Library/upload (POST, HEAD, PATCH, DELETE); on creation it may be the `packageToken` metadata instead. Upload-Metadata must carry `filename`. The token is valid for UPLOAD_TOKEN_MINUTES and only for this package; then call handle_masv with the package id. With purpose=proof the package is for a staff proof (PNG and JPEG names allowed too) and is used by the proof call instead of handle_masv.",
        querystring: NewTokenQuerySchema,
        response: { 200: envelope(NewTokenSchema) },
      },
    },
    async (req) => ok(await uploads.newPackage(owner(req), new Date(), req.query.purpose)),
  );

  app.post(
    "/Library/handle_masv",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "Place the finished uploads of a package in a folder of the library",
        description:
          "Each upload is checked by content (PDF, AI, TIFF) and name; a refused one is deleted and listed in Data.refused. A name that exists in the folder needs SavingStrategy 'keep' (adds ' (1)') or 'overwrite'; without it nothing is placed and the reply is failed (422) with the WouldOverwrite message and Data.WouldOverwrite listing the names. Each placed file gets a preflight job. Calling again after success replies the same files.",
        body: HandleMasvRequestSchema,
        response: { 200: envelope(HandleMasvResultSchema) },
      },
    },
    async (req) => {
      const userId = owner(req);
      const { result, messages } = await library.place(userId, req.body);
      if (messages.length > 0) throw new ApiError("failed", messages.join("\n"), 422, result);
      return ok(result, UPLOAD_DONE);
    },
  );

  const folderStructure = {
    tags,
    summary: "The caller's folder tree, one root node /ImgLibrary/{userId}",
    response: { 200: envelope(FolderStructureSchema) },
  };
  app.get(
    "/Library/GetFolderStructure",
    { config: { access: "signedIn" }, schema: { ...folderStructure, querystring: FolderStructureRequestSchema } },
    async (req) => ok(await library.folderTree(owner(req, req.query.userId))),
  );
  app.post(
    "/Library/GetFolderStructure",
    { config: { access: "signedIn" }, schema: { ...folderStructure, body: FolderStructureRequestSchema } },
    async (req) => ok(await library.folderTree(owner(req, req.body.userId))),
  );

  app.post(
    "/Library/GetDirectoryContents",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "The files of a folder, newest first: pageSize (default 50; 0 = all) and page (from 1)",
        description:
          "ImageUrl and PreviewUrl are signed links (exp, sig) valid for about a day, for <img> tags; base64String is always empty.",
        body: DirectoryContentsRequestSchema,
        response: { 200: envelope(DirectoryContentsSchema) },
      },
    },
    async (req) => {
      const userId = owner(req, req.body.userId);
      return ok(await library.contents(userId, req.body.directory, req.body.pageSize, req.body.page));
    },
  );

  app.post(
    "/Library/CreateFolder",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "Create folder folderTo (a name) inside folder folderFrom (a path)",
        body: CreateFolderRequestSchema,
        response: { 200: envelope(FolderNodeSchema) },
      },
    },
    async (req) => {
      const userId = owner(req, req.body.userId);
      return ok(await library.createFolder(userId, req.body.folderFrom, req.body.folderTo), FOLDER_CREATED);
    },
  );

  app.post(
    "/Library/MoveFolder",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "Move a file (FullUrl, or folderFrom + filename) into folder folderTo",
        body: MoveFileRequestSchema,
        response: { 200: envelope(LibraryItemSchema) },
      },
    },
    async (req) => {
      const userId = owner(req, req.body.userId);
      return ok(await library.moveFile(userId, req.body), FILE_MOVED);
    },
  );

  app.post(
    "/Library/DeleteItem",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "Delete a file: marked deleted, its bytes and renditions removed",
        body: DeleteItemRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const userId = owner(req, req.body.userId);
      await library.deleteFile(userId, req.body.FullUrl);
      return ok(undefined, FILE_DELETED);
    },
  );

  app.post(
    "/Library/DeleteFolder",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "Delete an empty folder (no files, no subfolders; never the root)",
        description: `Anything else is refused with Status failed (422) and '${DELETE_FOLDER_FAILED}'`,
        body: DeleteFolderRequestSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (req) => {
      const userId = owner(req, req.body.userId);
      await library.deleteFolder(userId, req.body.directory, DELETE_FOLDER_FAILED);
      return ok(undefined, FOLDER_DELETED);
    },
  );

  app.post(
    "/Library/CheckCAD",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "The toolbox flags of a file's preflight report (nodata while the check runs)",
        body: CheckCadRequestSchema,
        response: { 200: envelope(ToolboxSchema) },
      },
    },
    async (req) => {
      const userId = owner(req, req.body.userId);
      const toolbox = await library.checkCad(userId, req.body.FullUrl);
      return toolbox ? ok(toolbox) : { Status: "nodata" as const, Message: PREFLIGHT_PENDING };
    },
  );

  app.post(
    "/Library/GetLibraryItemDetails",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "A file with its checksum, preflight status, timings and whole report",
        body: LibraryItemDetailsRequestSchema,
        response: { 200: envelope(LibraryItemDetailsSchema) },
      },
    },
    async (req) => {
      const userId = owner(req, req.body.userId);
      return ok(library.details(await library.fileAt(userId, req.body.item, "item")));
    },
  );

  const image =
    (kind: ImageKind) =>
    async (req: FastifyRequest<{ Querystring: { path: string; exp?: string; sig?: string } }>, reply: FastifyReply) => {
      let userId: number;
      const caller = callerIfSent(req);
      if (caller) {
        userId = caller.id;
      } else {
        const pathOwner = ownerOfPath(req.query.path);
        if (pathOwner === undefined || (!req.query.sig && !req.query.exp)) throw unauthenticated();
        const path = resolveLibraryPath(req.query.path, pathOwner);
        if (!links.verify(kind, path, req.query.exp, req.query.sig)) {
          throw forbidden("This image link is not valid or has expired.");
        }
        userId = pathOwner;
      }
      const stream = await library.image(userId, kind, req.query.path);
      return reply
        .header("content-type", "image/png")
        .header("cache-control", "private, max-age=3600")
        .header("x-content-type-options", "nosniff")
        .send(stream);
    };
  app.get(
    "/Library/HeldThumbnail",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The thumbnail PNG of the file an order line holds (signed link from the staff order workspace)",
        description:
          "The file may have left the customer's library (docs/decisions/0023-ordered-artwork-holds.md); the link (holder, exp, sig) is only given to staff.",
        querystring: LibraryHeldThumbnailQuerySchema,
      },
    },
    async (req, reply) => {
      const { holder, exp, sig } = req.query;
      if (!links.verify("HeldThumbnail", holder, exp, sig)) {
        throw forbidden("This image link is not valid or has expired.");
      }
      const stream = await library.heldThumbnail(holder);
      return reply
        .header("content-type", "image/png")
        .header("cache-control", "private, max-age=3600")
        .header("x-content-type-options", "nosniff")
        .send(stream);
    },
  );

  for (const kind of ["Thumbnail", "Preview"] as const) {
    app.get(
      `/Library/${kind}`,
      {
        config: { access: "signedInIfSent" },
        schema: {
          tags,
          summary: `The ${kind === "Thumbnail" ? "thumbnail (256 px)" : "preview (1200 px)"} PNG of one of the caller's files`,
          description:
            "With the bearer token, or without it through the signed link (path, exp, sig) that GetDirectoryContents gives as ImageUrl / PreviewUrl.",
          querystring: LibraryImageQuerySchema,
        },
      },
      image(kind),
    );
  }
}
