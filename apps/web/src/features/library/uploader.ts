import { ACCEPTED_UPLOAD_EXTENSIONS, hasAcceptedExtension, UPLOAD_ENDPOINT } from "@portal/contract";
import Uppy, { type Meta, type UppyFile } from "@uppy/core";
import Tus, { type TusBody } from "@uppy/tus";

/** tus settings: 8 MB chunks, and the retry delays of a failed request (each retry says so). */
const CHUNK_SIZE = 8 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000];

export type UpFile = UppyFile<Meta, TusBody>;
export type Uploader = Uppy<Meta, TusBody>;

/**
 * The upload dialog's Uppy with tus: names with # or + and types other than the accepted ones are
 * refused as they are added (the callbacks say which), and each retry is announced.
 */
export function createUploader(on: {
  refusedName(name: string): void;
  refusedType(name: string): void;
  retrying(): void;
}): Uploader {
  const uppy = new Uppy<Meta, TusBody>({
    id: "library-upload",
    autoProceed: false,
    restrictions: { allowedFileTypes: [...ACCEPTED_UPLOAD_EXTENSIONS] },
    onBeforeFileAdded: (file) => {
      const name = file.name ?? "";
      if (name.includes("#") || name.includes("+")) {
        on.refusedName(name);
        return false;
      }
      if (!hasAcceptedExtension(name)) {
        on.refusedType(name);
        return false;
      }
      return true;
    },
  });
  uppy.use(Tus, {
    endpoint: UPLOAD_ENDPOINT,
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    limit: 3,
    allowedMetaFields: ["name", "type"],
    storeFingerprintForResuming: false,
    removeFingerprintOnSuccess: true,
    onShouldRetry: (err, _attempt, _opts, next) => {
      const again = next(err);
      if (again) on.retrying();
      return again;
    },
  });
  return uppy;
}
