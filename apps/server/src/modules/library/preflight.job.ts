import { DEFAULT_PREFLIGHT_THREADS, runPreflight, toolboxFlags } from "@portal/preflight";
import type { FastifyBaseLogger } from "fastify";
import type { Jobs } from "../../platform/jobs.js";
import { type Storage, StorageNotFoundError } from "../../platform/storage/index.js";
import type { LibraryRepo } from "./library.repo.js";

export const PREFLIGHT_JOB = "preflight";
export const LIBRARY_CLEANUP_JOB = "library-cleanup";

export interface PreflightJobData {
  fileId: number;
}

function thumbnailKey(fileId: number): string {
  return `renditions/${fileId}/thumbnail.png`;
}

function previewKey(fileId: number): string {
  return `renditions/${fileId}/preview.png`;
}

/**
 * The preflight job of one library file: runPreflight (a worker thread, never the request thread)
 * over the stored file, then the report, the toolbox flags and the PNG thumbnail and preview are
 * stored. A file the preflight cannot read ends as status failed with the reason; a storage or
 * database failure is thrown so pg-boss retries the job.
 */
export function definePreflightJob(jobs: Jobs, repo: LibraryRepo, storage: Storage, log: FastifyBaseLogger): void {
  jobs.define<PreflightJobData>(
    PREFLIGHT_JOB,
    async ({ fileId }) => {
      const file = await repo.fileById(fileId);
      if (!file || file.deletedAt) return;
      const started = performance.now();
      await repo.preflightStarted(fileId);
      let result: Awaited<ReturnType<typeof runPreflight>>;
      try {
        result = await storage.withLocalFile(file.storageKey, (filePath) => runPreflight(filePath));
      } catch (err) {
        if (err instanceof StorageNotFoundError) {
          await repo.preflightFailed(fileId, "The file is missing from storage.", started);
          return;
        }
        const message = err instanceof Error ? err.message : String(err);
        await repo.preflightFailed(fileId, message, started);
        if (err instanceof Error && err.name === "PreflightError") {
          log.info({ fileId, reason: message }, "preflight could not read a file");
          return;
        }
        throw err;
      }
      const { report, thumbnailPng, previewPng } = result;
      if (thumbnailPng) await storage.put(thumbnailKey(fileId), thumbnailPng);
      if (previewPng) await storage.put(previewKey(fileId), previewPng);
      await repo.preflightDone(
        fileId,
        {
          report: report as unknown as Record<string, unknown>,
          toolbox: toolboxFlags(report),
          thumbnailKey: thumbnailPng ? thumbnailKey(fileId) : null,
          previewKey: previewPng ? previewKey(fileId) : null,
        },
        started,
      );
    },
    // As many files at once as the shared pool has threads; each keeps its own limits in its thread.
    {
      retryLimit: 2,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      concurrency: DEFAULT_PREFLIGHT_THREADS,
    },
  );
}
