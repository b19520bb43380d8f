import type { Db } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../platform/config.js";
import { ApiError } from "../../platform/http.js";
import type { Storage } from "../../platform/storage/index.js";
import { uploadNameProblem } from "./library.paths.js";
import { LibraryRepo } from "./library.repo.js";
import type { FinishedPart } from "./finishedPart.js";
import { Uploads } from "./uploads.js";

const failed = (message: string) => new ApiError("failed", message, 422);

export interface TakenUpload<K extends string> {
  name: string;
  size: number;
  sha256: string;
  kind: K;
  /** The upload row the file came from; `place` and `removePart` name it. */
  uploadId: string;
}

/**
 * The upload path for files that do not go into a library (proofs, docs/product/proofs.md): the
 * caller's package (GET /Library/new_token, then tus) must hold exactly one finished upload. Taking
 * it is three steps so a use that fails leaves the upload to use again:
 * 1. `store` (outside any transaction): checks the file by content with `detect` and copies it into
 *    storage under `storageKey`; the package stays open. A refused file is deleted and the package
 *    closed; a package without exactly one finished file stays open so the caller can finish it.
 * 2. `place`, in the caller's transaction: closes the package and marks the upload placed; if that
 *    transaction rolls back, the package is open again (the caller deletes its stored copy).
 * 3. `removePart`, after the commit: the part's bytes go.
 */
export class UploadTaker {
  private readonly repo: LibraryRepo;
  private readonly uploads: Uploads;

  constructor(
    deps: { db: LibraryRepo["db"]; config: Config; log: FastifyBaseLogger },
    private readonly storage: Storage,
  ) {
    this.repo = new LibraryRepo(deps.db);
    this.uploads = new Uploads(this.repo, deps.config, deps.log);
  }

  /** Checks the package is the caller's and still usable, without claiming it. */
  async check(userId: number, packageId: string, purpose: "library" | "proof" = "proof"): Promise<void> {
    const pkg = await this.repo.packageById(packageId);
    if (!pkg) throw failed("The upload package was not found. Please upload the file again.");
    if (pkg.userId !== userId) throw new ApiError("unauthorized", "This upload package belongs to another user.", 403);
    if (pkg.purpose !== purpose)
      throw failed(`This upload package is not for a ${purpose}. Please upload the file again.`);
    if (pkg.state !== "open") throw failed("This upload package was already used. Please upload the file again.");
    if (pkg.expiresAt.getTime() < Date.now())
      throw failed("The upload package has expired. Please upload the file again.");
  }

  async store<K extends string>(
    userId: number,
    packageId: string,
    opts: {
      detect: (head: Uint8Array) => K | null;
      refusedMessage: (name: string) => string;
      oneFileMessage: string;
      storageKey: string;
    },
  ): Promise<TakenUpload<K>> {
    await this.check(userId, packageId);
    if (!(await this.repo.claimPackage(packageId))) {
      throw failed("This file is being used already. Please wait a moment and try again.");
    }
    let finalState: "open" | "placed" = "open";
    try {
      const rows = (await this.repo.uploadsOf(packageId)).filter((r) => r.state !== "placed" && r.state !== "refused");
      const parts: { id: string; name: string; part: FinishedPart }[] = [];
      for (const row of rows) {
        const part = await this.uploads.finished(row.id);
        if (part) parts.push({ id: row.id, name: row.fileName, part });
      }
      if (parts.length !== 1 || rows.length !== 1) throw failed(opts.oneFileMessage);
      const part = parts[0]!;
      const problem = uploadNameProblem(part.name, "proof");
      const kind = problem ? null : opts.detect(await part.part.head());
      if (problem || !kind) {
        const message = problem ?? opts.refusedMessage(part.name);
        await this.uploads.removeParts(part.id);
        await this.repo.markUpload(part.id, "refused", message);
        finalState = "placed";
        throw failed(message);
      }
      const sha256 = await part.part.sha256();
      // Copied, not moved: the part stays until the upload is placed.
      await part.part.copyTo(this.storage, opts.storageKey);
      return { name: part.name, size: part.part.size, sha256, kind, uploadId: part.id };
    } finally {
      await this.repo.releasePackage(packageId, finalState);
    }
  }

  /** Closes the package and marks its upload placed, in the caller's transaction `tx`. */
  async place(tx: Db, packageId: string, uploadId: string): Promise<void> {
    const repo = new LibraryRepo(tx);
    if (!(await repo.claimPackage(packageId)))
      throw failed("This upload package was already used. Please upload the file again.");
    await repo.markUpload(uploadId, "placed");
    await repo.releasePackage(packageId, "placed");
  }

  /** The placed upload's part, once the transaction that placed it committed. */
  async removePart(uploadId: string): Promise<void> {
    await this.uploads.removeParts(uploadId);
  }
}
