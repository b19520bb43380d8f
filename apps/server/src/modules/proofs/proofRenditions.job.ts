import type { Db } from "@portal/db";
import { DEFAULT_PREVIEW_PX, DEFAULT_THUMBNAIL_PX, PreflightPool, runPreflight } from "@portal/preflight";
import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import type { Jobs } from "../../platform/jobs.js";
import type { Storage } from "../../platform/storage/index.js";
import { proofById, renditionsDone, renditionsFailed } from "./proofs.repo.js";

export const PROOF_RENDITIONS_JOB = "proof-renditions";

export interface ProofRenditionsJobData {
  proofId: number;
}

const proofThumbnailKey = (proofId: number) => `proofs/${proofId}/thumbnail.png`;
const proofPreviewKey = (proofId: number) => `proofs/${proofId}/preview.png`;

/** A PNG whose longest side is at most maxPx (sharp works off the request thread, in libuv's pool). */
function pngOf(path: string, maxPx: number): Promise<Buffer> {
  return sharp(path, { limitInputPixels: 268_402_689 })
    .rotate()
    .resize(maxPx, maxPx, { fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
}

let proofPool: PreflightPool | undefined;

/**
 * The thumbnail and preview of a proof, made as the library's are (docs/ARCHITECTURE.md, "Files and
 * jobs"): PDF, AI and TIFF through a preflight worker thread; PNG and JPEG with sharp. A file that
 * cannot be drawn ends as failed (the proof still opens and downloads); a storage or database failure
 * is thrown so pg-boss retries.
 *
 * The thread is the proofs' own, not one of the library's preflight pool: the preflight job keeps
 * every thread of that pool busy while files queue, each up to two minutes, and a proof the customer
 * waits for would queue behind them (docs/decisions/0007-files-and-preflight.md). The thread starts
 * with the first proof and stops after a minute idle, so an idle process holds none (as the shared
 * pool's, it is the process's, not an app's).
 */
export function defineProofRenditionsJob(jobs: Jobs, db: Db, storage: Storage, log: FastifyBaseLogger): void {
  jobs.define<ProofRenditionsJobData>(
    PROOF_RENDITIONS_JOB,
    async ({ proofId }) => {
      const proof = await proofById(db, proofId);
      if (!proof) return;
      let thumbnail: Buffer | null;
      let preview: Buffer | null;
      try {
        ({ thumbnail, preview } = await storage.withLocalFile(proof.storageKey, async (path) => {
          if (proof.kind === "png" || proof.kind === "jpeg") {
            return {
              thumbnail: await pngOf(path, DEFAULT_THUMBNAIL_PX),
              preview: await pngOf(path, DEFAULT_PREVIEW_PX),
            };
          }
          proofPool ??= new PreflightPool({ maxThreads: 1, minThreads: 0 });
          const result = await runPreflight(path, { pool: proofPool });
          return { thumbnail: result.thumbnailPng, preview: result.previewPng };
        }));
      } catch (err) {
        log.info({ proofId, err }, "a proof's thumbnail could not be made");
        await renditionsFailed(db, proofId);
        return;
      }
      if (thumbnail) await storage.put(proofThumbnailKey(proofId), thumbnail);
      if (preview) await storage.put(proofPreviewKey(proofId), preview);
      await renditionsDone(db, proofId, {
        thumbnailKey: thumbnail ? proofThumbnailKey(proofId) : null,
        previewKey: preview ? proofPreviewKey(proofId) : null,
      });
    },
    { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
  );
}
