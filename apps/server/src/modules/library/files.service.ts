/**
 * Library files as other modules see them (cart and orders check images exist, the portal reads
 * preflight reports, colour matching lists spot colours): library owns the file tables.
 */
export {
  existingImages,
  imageReport,
  libraryFileOf,
  type SpotColorFile,
  spotColorFiles,
} from "./fileLookups.repo.js";

import type { Db } from "@portal/db";
import { type FileWithPreflight, LibraryRepo } from "./library.repo.js";

export type { FileWithPreflight };

/** The live (not deleted) file at that place in a user's library, with its preflight. */
export function liveFile(db: Db, userId: number, folderPath: string, name: string) {
  return new LibraryRepo(db).liveFile(userId, folderPath, name);
}
