import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  type FolderNode,
  type HandleMasvResult,
  LIBRARY_ROOT_TEXT,
  type LibraryItem,
  type LibraryItemDetails,
  libraryRoot,
  notAcceptedTypeMessage,
  type PreflightSummary,
  type SavingStrategy,
  type Toolbox,
  wouldOverwriteMessage,
} from "@portal/contract";
import { detectFileType, type PreflightReport } from "@portal/preflight";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import type { Jobs } from "../../platform/jobs.js";
import { sharedSecret } from "../../platform/secrets.js";
import type { Storage } from "../../platform/storage/index.js";
import { removeFreedBytes, sweepFreedBytes } from "./freedBytes.js";
import { type ImageKind, ImageLinks } from "./imageLinks.js";
import {
  assertValidName,
  joinPath,
  keepBothName,
  resolveLibraryPath,
  splitFilePath,
  uploadNameProblem,
} from "./library.paths.js";
import { type FileRow, type FileWithPreflight, LibraryRepo } from "./library.repo.js";
import { definePreflightJob, LIBRARY_CLEANUP_JOB, PREFLIGHT_JOB, type PreflightJobData } from "./preflight.job.js";
import type { FinishedPart } from "./finishedPart.js";
import { uploadLocker } from "./uploadLocker.js";
import { Uploads } from "./uploads.js";

function failed(message: string, data?: unknown): ApiError {
  return new ApiError("failed", message, 422, data);
}

function notFound(message: string): ApiError {
  return new ApiError("error", message, 404);
}

/**
 * The library's parts, built once per app: the service, tus uploads, signed image links, and the
 * preflight and cleanup jobs.
 */
export function libraryModule(ctx: AppContext, log: FastifyBaseLogger) {
  const repo = new LibraryRepo(ctx.database.db);
  const locks = uploadLocker(ctx.database, log);
  const uploads = new Uploads(repo, ctx.config, log, locks.locker);
  const links = new ImageLinks(() => sharedSecret(ctx.database.db, "library-image-links"));
  const library = new LibraryService(repo, ctx.storage, ctx.jobs, uploads, links, log);
  definePreflightJob(ctx.jobs, repo, ctx.storage, log);
  ctx.jobs.define(LIBRARY_CLEANUP_JOB, async () => {
    const removed = await uploads.cleanup();
    if (removed.packages || removed.parts) log.info(removed, "abandoned uploads removed");
    const swept = await sweepFreedBytes(repo, ctx.storage);
    if (swept.removed > 0) log.info({ files: swept.removed }, "bytes of deleted, unheld library files removed");
    if (swept.errors.length > 0) {
      log.warn({ err: swept.errors[0], files: swept.errors.length }, "bytes of deleted library files not removed");
    }
  });
  ctx.jobs.schedule(LIBRARY_CLEANUP_JOB, "*/5 * * * *");
  return { library, uploads, links, locks };
}

interface PlaceRequest {
  packageid: string;
  NewFolderName: string;
  SelectedFolder: string;
  SavingStrategy?: SavingStrategy;
}

/** The image library's use cases; every path is resolved inside the caller's root first. */
class LibraryService {
  constructor(
    private readonly repo: LibraryRepo,
    private readonly storage: Storage,
    private readonly jobs: Jobs,
    private readonly uploads: Uploads,
    private readonly links: ImageLinks,
    private readonly log: FastifyBaseLogger,
  ) {}

  // Views

  item(file: FileWithPreflight): LibraryItem {
    const fullUrl = joinPath(file.folderPath, file.name);
    return {
      Name: file.name,
      FullUrl: fullUrl,
      ImageUrl: this.links.url("Thumbnail", fullUrl),
      PreviewUrl: this.links.url("Preview", fullUrl),
      base64String: "",
      Size: file.size,
      Uploaded: file.uploadedAt.toISOString(),
      Kind: file.kind,
      Preflight: preflightSummary(file),
    };
  }

  details(file: FileWithPreflight): LibraryItemDetails {
    const p = file.preflight;
    return {
      ...this.item(file),
      Sha256: file.sha256,
      Preflight: {
        ...preflightSummary(file),
        error: p?.error ?? null,
        queuedAt: (p?.queuedAt ?? file.uploadedAt).toISOString(),
        startedAt: p?.startedAt?.toISOString() ?? null,
        finishedAt: p?.finishedAt?.toISOString() ?? null,
        durationMs: p?.durationMs ?? null,
        report: p?.status === "done" ? (p.report ?? null) : null,
      },
    };
  }

  // Folders

  async folderTree(userId: number): Promise<FolderNode[]> {
    const root: FolderNode = { path: libraryRoot(userId), text: LIBRARY_ROOT_TEXT, nodes: [] };
    const byPath = new Map<string, FolderNode>([[root.path, root]]);
    const nodeFor = (path: string): FolderNode => {
      const known = byPath.get(path);
      if (known) return known;
      const cut = path.lastIndexOf("/");
      const node: FolderNode = { path, text: path.slice(cut + 1), nodes: [] };
      byPath.set(path, node);
      nodeFor(path.slice(0, cut)).nodes.push(node);
      return node;
    };
    for (const path of await this.repo.folderPaths(userId)) {
      if (path.startsWith(`${root.path}/`)) nodeFor(path);
    }
    const sort = (node: FolderNode) => {
      node.nodes.sort((a, b) => a.text.localeCompare(b.text, "en", { sensitivity: "base" }));
      node.nodes.forEach(sort);
    };
    sort(root);
    return [root];
  }

  /** The folder at a client's path; it must exist (the root always does). */
  async folder(userId: number, raw: string, field: string): Promise<string> {
    const path = resolveLibraryPath(raw, userId, field);
    if (path !== libraryRoot(userId) && !(await this.repo.folderExists(userId, path))) {
      throw notFound(`The folder ${path} does not exist.`);
    }
    return path;
  }

  async createFolder(userId: number, folderFrom: string, folderTo: string): Promise<FolderNode> {
    const parent = await this.folder(userId, folderFrom, "folderFrom");
    const name = assertValidName(folderTo, "folderTo");
    const path = joinPath(parent, name);
    if (!(await this.repo.createFolder(userId, path))) throw failed(`A folder named ${name} already exists here.`);
    return { path, text: name, nodes: [] };
  }

  /** Only an empty folder (no files, no subfolders) can go, and never the root. */
  async deleteFolder(userId: number, directory: string, failure: string): Promise<void> {
    const path = resolveLibraryPath(directory, userId, "directory");
    if (path === libraryRoot(userId)) throw failed(failure);
    if (await this.repo.folderHasContent(userId, path)) throw failed(failure);
    if (!(await this.repo.deleteFolder(userId, path))) throw failed(failure);
  }

  // Files

  async contents(userId: number, directory: string, pageSize: number, page: number): Promise<LibraryItem[]> {
    const path = await this.folder(userId, directory, "directory");
    const files =
      pageSize === 0
        ? await this.repo.listFiles(userId, path)
        : await this.repo.listFiles(userId, path, pageSize, (page - 1) * pageSize);
    return files.map((f) => this.item(f));
  }

  /** The live file at a client's FullUrl, or 404. */
  async fileAt(userId: number, fullUrl: string, field = "FullUrl"): Promise<FileWithPreflight> {
    const path = resolveLibraryPath(fullUrl, userId, field);
    const { folder, name } = splitFilePath(path, userId);
    const file = await this.repo.liveFile(userId, folder, name);
    if (!file) throw notFound(`The file ${path} is not in your library.`);
    return file;
  }

  async moveFile(
    userId: number,
    body: { filename: string; folderFrom: string; folderTo: string; FullUrl: string },
  ): Promise<LibraryItem> {
    let source = body.FullUrl.trim();
    if (!source) {
      if (!body.folderFrom.trim() || !body.filename.trim()) {
        throw new ApiError("invalid", "FullUrl, or folderFrom and filename, are required.", 400);
      }
      source = joinPath(
        resolveLibraryPath(body.folderFrom, userId, "folderFrom"),
        assertValidName(body.filename, "filename"),
      );
    }
    const file = await this.fileAt(userId, source);
    const target = await this.folder(userId, body.folderTo, "folderTo");
    if (target !== file.folderPath) {
      if (await this.repo.liveFile(userId, target, file.name)) {
        throw failed(`A file named ${file.name} already exists in ${target}.`);
      }
      await this.repo.moveFile(file.id, target, file.name);
    }
    return this.item({ ...file, folderPath: target });
  }

  async deleteFile(userId: number, fullUrl: string): Promise<void> {
    const file = await this.fileAt(userId, fullUrl);
    const { held } = await this.repo.softDeleteFile(file.id);
    // A file an order prints leaves the library but keeps its bytes for the shop (docs/product/library.md).
    if (!held) await this.removeBytes(file);
  }

  async checkCad(userId: number, fullUrl: string): Promise<Toolbox | undefined> {
    const file = await this.fileAt(userId, fullUrl);
    if (file.preflight?.status === "failed") {
      throw failed(`The artwork check of ${file.name} failed: ${file.preflight.error ?? "unknown reason"}`);
    }
    return file.preflight?.status === "done" ? (file.preflight.toolbox ?? undefined) : undefined;
  }

  /** The PNG thumbnail or preview of the caller's file. */
  async image(userId: number, kind: ImageKind, rawPath: string): Promise<Readable> {
    const file = await this.fileAt(userId, rawPath, "path");
    const key = kind === "Thumbnail" ? file.preflight?.thumbnailKey : file.preflight?.previewKey;
    if (!key) throw notFound(`The ${kind.toLowerCase()} of ${file.name} is not ready.`);
    return this.storage.get(key);
  }

  /** The PNG thumbnail of the file a holder (an order line) keeps, in the library or deleted from it. */
  async heldThumbnail(holder: string): Promise<Readable> {
    const file = await this.repo.heldFile(holder);
    const key = file?.preflight?.thumbnailKey;
    if (!key) throw notFound("The thumbnail of this line's artwork is not ready.");
    return this.storage.get(key);
  }

  /** A file that left the library unheld loses its bytes; a storage error leaves them to the cleanup job. */
  private async removeBytes(file: FileWithPreflight): Promise<void> {
    const [err] = await removeFreedBytes(this.repo, this.storage, [file]);
    if (err) this.log.warn({ err, fileId: file.id }, "library file bytes not removed; the cleanup job will");
  }

  // Uploads

  /**
   * handle_masv: places the package's finished uploads in SelectedFolder (or in its new subfolder
   * NewFolderName). Each is checked by content (PDF, AI, TIFF) and name; a refused one is deleted.
   * A name already in the folder needs SavingStrategy: without it nothing is placed and the reply
   * is failed with WouldOverwrite and the names. The bytes are renamed (or streamed) into storage,
   * never read into memory whole, and a preflight job is queued per file.
   */
  async place(userId: number, req: PlaceRequest): Promise<{ result: HandleMasvResult; messages: string[] }> {
    resolveLibraryPath(req.SelectedFolder, userId, "SelectedFolder");
    const pkg = await this.repo.packageById(req.packageid);
    if (!pkg) throw failed("The upload package was not found. Please upload the files again.");
    if (pkg.userId !== userId) throw new ApiError("unauthorized", "This upload package belongs to another user.", 403);
    // A proof's package (staff's new_token?purpose=proof) is taken by the proof send, never placed.
    if (pkg.purpose !== "library")
      throw failed("This upload package is not for the library. Please upload the files again.");
    if (pkg.state === "placed") return { result: await this.placedResult(pkg.id, []), messages: [] };
    if (pkg.expiresAt.getTime() < Date.now())
      throw failed("The upload package has expired. Please upload the files again.");
    const base = await this.folder(userId, req.SelectedFolder, "SelectedFolder");
    const newFolder = req.NewFolderName.trim() ? assertValidName(req.NewFolderName, "NewFolderName") : undefined;
    const target = newFolder ? joinPath(base, newFolder) : base;
    if (!(await this.repo.claimPackage(pkg.id))) {
      throw failed("These files are being placed already. Please wait a moment and try again.");
    }
    let finalState: "open" | "placed" = "open";
    try {
      const rows = await this.repo.uploadsOf(pkg.id);
      if (rows.length === 0) throw failed("No file has been uploaded in this package yet.");
      const refused: HandleMasvResult["refused"] = [];
      const candidates: { id: string; name: string; part: FinishedPart; kind: FileRow["kind"] }[] = [];
      for (const row of rows) {
        if (row.state === "placed" || row.state === "refused") continue;
        const part = await this.uploads.finished(row.id);
        if (!part) continue;
        const problem = uploadNameProblem(row.fileName);
        const kind = problem ? null : detectFileType(await part.head());
        if (problem || !kind) {
          const message = problem ?? notAcceptedTypeMessage(row.fileName);
          refused.push({ Name: row.fileName, Message: message });
          await this.uploads.removeParts(row.id);
          await this.repo.markUpload(row.id, "refused", message);
          continue;
        }
        candidates.push({ id: row.id, name: row.fileName, part, kind });
      }
      if (candidates.length === 0 && refused.length === 0) {
        throw failed("No upload of this package is finished yet.");
      }

      if (newFolder) await this.repo.createFolder(userId, target);
      const taken = await this.repo.liveNames(userId, target);
      if (!req.SavingStrategy) {
        const seen = new Set<string>();
        const clashes = candidates
          .filter((c) => {
            const clash = taken.has(c.name) || seen.has(c.name);
            seen.add(c.name);
            return clash;
          })
          .map((c) => c.name);
        if (clashes.length > 0) {
          const names = [...new Set(clashes)];
          throw failed([wouldOverwriteMessage(names), ...refused.map((r) => r.Message)].join("\n"), {
            files: [],
            refused,
            WouldOverwrite: names,
          } satisfies HandleMasvResult);
        }
      }

      for (const c of candidates) {
        const sha256 = await c.part.sha256();
        // The key never depends on the name, so the row below can be retried under another name.
        const storageKey = `library/${userId}/${randomUUID()}`;
        await c.part.moveTo(this.storage, storageKey);
        let file: (FileRow & { replacedHeld: boolean }) | undefined;
        let replaced: FileWithPreflight | undefined;
        try {
          for (let attempt = 0; !file; attempt++) {
            let name = c.name;
            replaced = undefined;
            if (taken.has(name)) {
              if (req.SavingStrategy === "overwrite") replaced = await this.repo.liveFile(userId, target, name);
              else name = keepBothName(name, (n) => taken.has(n));
            }
            try {
              file = await this.repo.insertFile(
                { userId, folderPath: target, name, size: c.part.size, sha256, kind: c.kind, storageKey },
                { replaces: replaced?.id, uploadId: c.id },
              );
              taken.add(name);
            } catch (err) {
              // Another call placed the same name meanwhile: look again (never lose the bytes).
              if (!isUniqueViolation(err) || attempt >= 3) throw err;
              for (const n of await this.repo.liveNames(userId, target)) taken.add(n);
            }
          }
        } catch (err) {
          // No row holds the stored copy: it goes, and the part stays to be placed again (or to
          // be removed with its package by the cleanup job).
          await c.part.undoMove(this.storage, storageKey).catch((undoErr: unknown) => {
            this.log.warn(
              { err: undoErr, uploadId: c.id, storageKey },
              "stored copy of an unplaced upload not removed",
            );
          });
          throw err;
        }
        // Placed: a part that cannot be removed now goes with its package (Uploads.cleanup).
        await this.uploads.removeParts(c.id).catch((err: unknown) => {
          this.log.warn({ err, uploadId: c.id }, "placed upload's part not removed; the cleanup job will");
        });
        if (replaced && !file.replacedHeld) await this.removeBytes(replaced);
        await this.jobs.send<PreflightJobData>(PREFLIGHT_JOB, { fileId: file.id });
      }
      const after = await this.repo.uploadsOf(pkg.id);
      if (after.every((u) => u.state === "placed" || u.state === "refused")) finalState = "placed";
      return { result: await this.placedResult(pkg.id, refused), messages: refused.map((r) => r.Message) };
    } finally {
      await this.repo.releasePackage(pkg.id, finalState, target);
    }
  }

  private async placedResult(packageId: string, refused: HandleMasvResult["refused"]): Promise<HandleMasvResult> {
    const files = await this.repo.placedFiles(packageId);
    return {
      files: files.map((f) => {
        const fullUrl = joinPath(f.folderPath, f.name);
        return { Name: f.name, FullUrl: fullUrl, ImageUrl: this.links.url("Thumbnail", fullUrl) };
      }),
      refused,
      WouldOverwrite: [],
    };
  }
}

/** The card fields of a report; null until the check is done (also the staff workspace's). */
export function preflightSummary(file: FileWithPreflight): PreflightSummary {
  const p = file.preflight;
  const report = p?.status === "done" ? (p.report as Partial<PreflightReport> | null) : null;
  return {
    status: p?.status ?? "queued",
    widthIn: report?.widthIn ?? null,
    heightIn: report?.heightIn ?? null,
    toolbox: p?.status === "done" ? (p.toolbox ?? null) : null,
    minEffectivePpi: report?.minEffectivePpi ?? null,
    hasWhitespace: report?.hasWhitespace ?? null,
    spotColors: report?.spotColors ?? [],
    liveText: report?.liveText ?? null,
    encrypted: report?.encrypted ?? null,
    overprintFill: report?.overprintFill ?? null,
  };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
