/**
 * Library files as other modules see them (cart and orders check images exist, the portal reads
 * preflight reports, colour matching lists spot colours): library owns the file tables.
 */
export {
  existingImages,
  imageReport,
  libraryFileOf,
  spotColorFiles,
} from "./fileLookups.repo.js";

import type { FileWithPreflight } from "./library.repo.js";

export type { FileWithPreflight };
