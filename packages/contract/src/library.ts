import { z } from "zod";
import { UserIdSchema } from "./cart.js";
import { FILE_NAME_CHARACTERS_MESSAGE, hasUnsafeNameCharacters, int32, nameText, text } from "./validators.js";

/**
 * The image file library (docs/product/library.md): folders and files under the user's own root
 * `/ImgLibrary/{userId}`, uploads through tus, and the preflight report of every file.
 */

/** docs/product/library.md. */
export const LIBRARY_ROOT_PREFIX = "/ImgLibrary";
export const LIBRARY_PAGE_SIZE = 50;
/** GetDirectoryContents with pageSize 0 returns every file of the folder (Load All Files). */
export const LOAD_ALL_PAGE_SIZE = 0;
export const RECOMMENDED_UPLOAD_MB = 150;
/** docs/product/library.md: the extensions the upload dialog offers. The server checks the content as well. */
export const ACCEPTED_UPLOAD_EXTENSIONS = [".ai", ".pdf", ".tiff", ".tif"] as const;
/** Where tus clients send uploads; every request carries the package token in this header. */
export const UPLOAD_ENDPOINT = "/api/Library/upload";
export const UPLOAD_TOKEN_HEADER = "Upload-Package-Token";
/** Tus metadata keys: the file name, and (instead of the header, on creation only) the package token. */
export const UPLOAD_METADATA_FILENAME = "filename";
export const UPLOAD_METADATA_TOKEN = "packageToken";

/** The folder tree's label of the root /ImgLibrary/{userId}. */
export const LIBRARY_ROOT_TEXT = "My Files";

export function libraryRoot(userId: number): string {
  return `${LIBRARY_ROOT_PREFIX}/${userId}`;
}

/** docs/product/library.md: upload texts, exactly. */
export const UPLOAD_NAME_MESSAGE = "'#' sign and '+' sign is not allowed in files names.";
export const UPLOAD_SERVICE_UNAVAILABLE =
  "Error! File uploading service is unavailable. Please try again in a few minutes.";
export const UPLOAD_FAILED = "There was an error uploading the file.";
export const UPLOAD_RETRYING = "Error! Processing a retry...";
export const UPLOAD_CANCELLED = "Upload Cancelled";
export const UPLOAD_DONE = "All Done! You can close this dialog.";
export const RECOMMENDED_UPLOAD_MESSAGE = `Files up to ${RECOMMENDED_UPLOAD_MB}MB are recommended.`;
/** docs/product/library.md: what a folder that cannot be deleted says. */
export const DELETE_FOLDER_FAILED =
  "Unable to Delete Folder. If you need this folder removed contact the provider for help.";
/** The warning name of docs/product/library.md for a name that already exists in the target folder. */
export const WOULD_OVERWRITE = "WouldOverwrite";

export function notAcceptedTypeMessage(name: string): string {
  return `Only PDF, AI and TIFF files are accepted. ${name} is not one of them.`;
}

export function wouldOverwriteMessage(names: string[]): string {
  return `${WOULD_OVERWRITE}: ${names.join(", ")} already ${names.length === 1 ? "exists" : "exist"} in this folder. Send SavingStrategy 'keep' to keep both or 'overwrite' to replace.`;
}

export function uploadTooLargeMessage(maxBytes: number): string {
  return `The file is larger than the upload limit of ${formatBytes(maxBytes)}.`;
}

/** Too many uploads still receiving bytes (docs/product/library.md, upload quota). */
export function uploadQuotaOpenMessage(maxOpen: number): string {
  return `You have ${maxOpen} uploads in progress, the most at one time. Let them finish (or cancel some), then add more files.`;
}

/** The declared sizes of the unplaced uploads would pass the quota. */
export function uploadQuotaBytesMessage(maxBytes: number): string {
  return `Your uploads in progress would pass ${formatBytes(maxBytes)} in all. Let them finish and place them in your library, then add more files.`;
}

export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

export const FILE_MOVED = "File moved.";
export const FILE_DELETED = "File deleted.";
export const FOLDER_CREATED = "Folder created.";
export const FOLDER_DELETED = "Folder deleted.";
export const PREFLIGHT_PENDING = "The artwork check of this file is not finished yet.";

/**
 * A file or folder name: one path segment. Besides the spec's # and + rule: no slashes, backslashes,
 * control characters, '.' or '..', and no %XX sequence (paths are percent-decoded once on the server).
 */
export function nameProblem(name: string): string | undefined {
  if (name.includes("#") || name.includes("+")) return UPLOAD_NAME_MESSAGE;
  if (name.trim() === "") return "A name is required.";
  if (name.length > 200) return "A name can have at most 200 characters.";
  if (name === "." || name === "..") return `'${name}' is not a valid name.`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) return "A name cannot contain '/', '\\' or control characters.";
  if (/%[0-9a-fA-F]{2}/.test(name)) return "A name cannot contain '%' followed by two hexadecimal digits.";
  if (hasUnsafeNameCharacters(name)) return `A name ${FILE_NAME_CHARACTERS_MESSAGE}`;
  return undefined;
}

/** The extension check the upload dialog makes (docs/product/library.md); the server checks the bytes too. */
/** A proof may also be a PNG or JPEG image (docs/product/proofs.md). */
export const PROOF_UPLOAD_EXTENSIONS = [...ACCEPTED_UPLOAD_EXTENSIONS, ".png", ".jpg", ".jpeg"];
export const notAcceptedProofTypeMessage = (name: string) =>
  `Only PDF, AI, TIFF, PNG and JPEG files are accepted for a proof. ${name} is not one of them.`;

/** GET /Library/new_token: `purpose=proof` opens a package for a staff proof instead of the library. */
export const NewTokenQuerySchema = z.object({
  purpose: z.enum(["library", "proof"], { error: "purpose must be library or proof." }).optional().default("library"),
});

export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** A library path such as `/ImgLibrary/12/Banners`; the server confines it to the caller's root. */
const LibraryPathSchema = (field: string) =>
  text({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} is required.` })
    .max(1000);
const NameSchema = (field: string) => nameText({ error: `${field} is required.` }).max(200);
const OptionalText = text().max(2000).optional().default("");

export const FILE_KINDS = ["pdf", "ai", "tiff"] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const PREFLIGHT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type PreflightStatus = (typeof PREFLIGHT_STATUSES)[number];

/** The toolbox flags of docs/product/library.md (CheckCAD's answer). */
export const ToolboxSchema = z.object({
  cut_contour: z.boolean(),
  route: z.boolean(),
  thru: z.boolean(),
  embedded_fonts: z.boolean(),
});
export type Toolbox = z.infer<typeof ToolboxSchema>;

/** What a library card needs from the preflight report; null while the check is not done. */
export const PreflightSummarySchema = z.object({
  status: z.enum(PREFLIGHT_STATUSES),
  /** The artwork's own size in inches (the portal's size and LowDPI checks); null until done. */
  widthIn: z.number().nullable(),
  heightIn: z.number().nullable(),
  toolbox: ToolboxSchema.nullable(),
  minEffectivePpi: z.number().nullable(),
  hasWhitespace: z.boolean().nullable(),
  spotColors: z.array(z.string()),
  liveText: z.boolean().nullable(),
  encrypted: z.boolean().nullable(),
  overprintFill: z.boolean().nullable(),
});
export type PreflightSummary = z.infer<typeof PreflightSummarySchema>;

/**
 * A library item (docs/product/library.md: Name, FullUrl, ImageUrl, base64String). FullUrl is the file's
 * library path. ImageUrl and PreviewUrl are signed, expiring links to the PNG thumbnail and preview
 * (usable in an <img> tag without the bearer token); base64String is always empty.
 */
export const LibraryItemSchema = z.object({
  Name: z.string(),
  FullUrl: z.string(),
  ImageUrl: z.string(),
  PreviewUrl: z.string(),
  base64String: z.string(),
  Size: z.number().int(),
  Uploaded: z.string(),
  Kind: z.enum(FILE_KINDS),
  Preflight: PreflightSummarySchema,
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

/** Folder tree node (docs/product/library.md). */
export interface FolderNode {
  path: string;
  text: string;
  nodes: FolderNode[];
}
export const FolderNodeSchema: z.ZodType<FolderNode> = z
  .object({
    path: z.string(),
    text: z.string(),
    get nodes() {
      return z.array(FolderNodeSchema);
    },
  })
  .meta({ id: "FolderNode" });

/** GET /Library/new_token: an upload package and its short-lived token (send it as Upload-Package-Token). */
export const NewTokenSchema = z.object({
  id: z.string(),
  access_token: z.string(),
  expires: z.string(),
  upload_url: z.string(),
  max_bytes: z.number().int(),
});
export type NewToken = z.infer<typeof NewTokenSchema>;

export const SAVING_STRATEGIES = ["keep", "overwrite"] as const;
export type SavingStrategy = (typeof SAVING_STRATEGIES)[number];

/** POST /Library/handle_masv: place the package's finished uploads in SelectedFolder (or its new NewFolderName). */
export const HandleMasvRequestSchema = z.object({
  packageid: text({ error: "packageid is required." }).trim().min(1, { error: "packageid is required." }).max(100),
  NewFolderName: text().max(200).optional().default(""),
  SelectedFolder: LibraryPathSchema("SelectedFolder"),
  SavingStrategy: z
    .union([z.enum(SAVING_STRATEGIES), z.literal(""), z.null()], {
      error: "SavingStrategy must be 'keep', 'overwrite' or empty.",
    })
    .optional()
    .transform((v) => v || undefined),
});
export type HandleMasvRequest = z.input<typeof HandleMasvRequestSchema>;

export const PlacedFileSchema = z.object({ Name: z.string(), FullUrl: z.string(), ImageUrl: z.string() });
export const RefusedFileSchema = z.object({ Name: z.string(), Message: z.string() });
/**
 * handle_masv's Data: the files placed, the uploads refused (wrong type or name; their parts are
 * deleted) and, on Status failed, the names that would overwrite (WouldOverwrite) and nothing placed.
 */
export const HandleMasvResultSchema = z.object({
  files: z.array(PlacedFileSchema),
  refused: z.array(RefusedFileSchema),
  WouldOverwrite: z.array(z.string()),
});
export type HandleMasvResult = z.infer<typeof HandleMasvResultSchema>;

/** GET or POST /Library/GetFolderStructure. */
export const FolderStructureRequestSchema = z.object({ userId: UserIdSchema.optional() });
export const FolderStructureSchema = z.array(FolderNodeSchema);

/** POST /Library/GetDirectoryContents: newest first, pageSize 50 by default, 0 for all; page from 1. */
export const DirectoryContentsRequestSchema = z.object({
  directory: LibraryPathSchema("directory"),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number." })
    .int({ error: "pageSize must be a whole number." })
    .min(0, { error: "pageSize cannot be negative." })
    .max(1000, { error: "pageSize can be at most 1000." })
    .optional()
    .default(LIBRARY_PAGE_SIZE),
  page: int32("page").min(1, { error: "page starts at 1." }).optional().default(1),
  userId: UserIdSchema.optional(),
});
export const DirectoryContentsSchema = z.array(LibraryItemSchema);

/** POST /Library/CreateFolder: make folder `folderTo` (a name) inside folder `folderFrom` (a path). */
export const CreateFolderRequestSchema = z.object({
  folderFrom: LibraryPathSchema("folderFrom"),
  folderTo: NameSchema("folderTo"),
  userId: UserIdSchema.optional(),
});

/** POST /Library/MoveFolder: move the file FullUrl (or folderFrom + filename) into folder folderTo. */
export const MoveFileRequestSchema = z.object({
  filename: OptionalText,
  folderFrom: OptionalText,
  folderTo: LibraryPathSchema("folderTo"),
  FullUrl: OptionalText,
  ImageUrl: OptionalText,
  userId: UserIdSchema.optional(),
});

/** POST /Library/DeleteItem. */
export const DeleteItemRequestSchema = z.object({
  FullUrl: LibraryPathSchema("FullUrl"),
  ImageUrl: OptionalText,
  userId: UserIdSchema.optional(),
});

/** POST /Library/DeleteFolder: only an empty folder (no files, no subfolders); never the root. */
export const DeleteFolderRequestSchema = z.object({
  directory: LibraryPathSchema("directory"),
  userId: UserIdSchema.optional(),
});

/** POST /Library/CheckCAD. */
export const CheckCadRequestSchema = z.object({
  FullUrl: LibraryPathSchema("FullUrl"),
  userId: UserIdSchema.optional(),
});

/** POST /Library/GetLibraryItemDetails: `item` is the file's FullUrl. */
export const LibraryItemDetailsRequestSchema = z.object({
  item: LibraryPathSchema("item"),
  userId: UserIdSchema.optional(),
});

/** GetLibraryItemDetails' Data (shape not shown in the spec): the item, its checksum and the whole report. */
export const LibraryItemDetailsSchema = LibraryItemSchema.extend({
  Sha256: z.string(),
  Preflight: PreflightSummarySchema.extend({
    error: z.string().nullable(),
    queuedAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    report: z.record(z.string(), z.unknown()).nullable(),
  }),
});
export type LibraryItemDetails = z.infer<typeof LibraryItemDetailsSchema>;

/** GET /Library/HeldThumbnail: the signed link to the thumbnail of the file an order line holds. */
export const LibraryHeldThumbnailQuerySchema = z.object({
  holder: text().regex(/^order-line:\d{1,12}$/, { error: "holder is not an order line." }),
  exp: text().max(20),
  sig: text().max(100),
});

/** GET /Library/Thumbnail and /Library/Preview: with the bearer token, or with the signed exp and sig. */
export const LibraryImageQuerySchema = z.object({
  path: LibraryPathSchema("path"),
  exp: text().max(20).optional(),
  sig: text().max(100).optional(),
});
