import type { Db } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type { Jobs } from "../../platform/jobs.js";
import { sweepFileNames } from "./fileNames.repo.js";

const FILE_NAMES_SWEEP_JOB = "file-names-sweep";

/** Nightly: the names of file_names no order has any more go (fileNames.repo.ts, docs/decisions/0046-staff-queue-at-scale.md). */
export function defineFileNamesSweepJob(jobs: Jobs, db: Db, log: FastifyBaseLogger): void {
  jobs.define(FILE_NAMES_SWEEP_JOB, async () => {
    const swept = await sweepFileNames(db);
    if (swept.removed > 0 || swept.left) log.info(swept, "file names no order has any more removed");
  });
  jobs.schedule(FILE_NAMES_SWEEP_JOB, "47 3 * * *");
}
