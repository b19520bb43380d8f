import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";

/**
 * A folder of a user's image library. `path` is absolute (`/ImgLibrary/{userId}/Banners/2026`); the
 * root `/ImgLibrary/{userId}` always exists and has no row.
 */
export const libraryFolders = pgTable(
  "library_folders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    path: text("path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("library_folders_user_path_uq").on(t.userId, t.path)],
);

/**
 * A file of a user's library. The bytes live in storage under `storageKey` (never derived from the
 * name, so a move only changes this row). Deleting sets `deletedAt` and removes the bytes, unless a hold
 * keeps them (`library_file_holds`); `bytesRemovedAt` records that they left storage, and the library's
 * cleanup job removes those of deleted, unheld files that a failed or raced removal left behind.
 */
export const libraryFiles = pgTable(
  "library_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    folderPath: text("folder_path").notNull(),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    kind: text("kind", { enum: ["pdf", "ai", "tiff"] }).notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    bytesRemovedAt: timestamp("bytes_removed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("library_files_live_name_uq").on(t.userId, t.folderPath, t.name).where(sql`${t.deletedAt} is null`),
    index("library_files_folder_idx").on(t.userId, t.folderPath, t.uploadedAt),
    index("library_files_bytes_left_idx")
      .on(t.id)
      .where(sql`${t.deletedAt} is not null and ${t.bytesRemovedAt} is null`),
  ],
);

/**
 * An upload package (`GET /Library/new_token`): a short-lived token, stored hashed, that lets tus
 * uploads into this one package only. `handle_masv` places its finished uploads in the library.
 */
export const uploadPackages = pgTable(
  "upload_packages",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** open: takes uploads; placing: a handle_masv call is at work on it; placed: done. */
    state: text("state", { enum: ["open", "placing", "placed"] })
      .notNull()
      .default("open"),
    targetFolder: text("target_folder"),
    /** library: placed by handle_masv; proof: taken by a staff proof (PNG and JPEG allowed; docs/product/proofs.md). */
    purpose: text("purpose", { enum: ["library", "proof"] })
      .notNull()
      .default("library"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("upload_packages_token_uq").on(t.tokenHash),
    index("upload_packages_expires_idx").on(t.expiresAt),
  ],
);

/** One tus upload within a package; the offset itself lives beside the parts on disk (tus info file). */
export const uploads = pgTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    packageId: text("package_id")
      .notNull()
      .references(() => uploadPackages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** Null while the client defers the length (tus creation-defer-length). */
    size: bigint("size", { mode: "number" }),
    state: text("state", { enum: ["uploading", "finished", "placed", "refused"] })
      .notNull()
      .default("uploading"),
    fileId: integer("file_id").references(() => libraryFiles.id),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("uploads_package_idx").on(t.packageId)],
);

/**
 * A file kept for something outside the library: an order line that prints it (`holder` 'order-line:<id>').
 * A held file can leave the customer's library (marked deleted, no longer listed or reachable there) but its
 * bytes, renditions and preflight row stay in storage for the holder (docs/product/shop-order-desk.md).
 */
export const libraryFileHolds = pgTable(
  "library_file_holds",
  {
    holder: text("holder").primaryKey(),
    fileId: integer("file_id")
      .notNull()
      .references(() => libraryFiles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("library_file_holds_file_idx").on(t.fileId)],
);

export interface StoredToolbox {
  cut_contour: boolean;
  route: boolean;
  thru: boolean;
  embedded_fonts: boolean;
}

/** The preflight job's result per file: status, the report, toolbox flags and the PNG renditions. */
export const preflightReports = pgTable("preflight_reports", {
  fileId: integer("file_id")
    .primaryKey()
    .references(() => libraryFiles.id),
  status: text("status", { enum: ["queued", "running", "done", "failed"] })
    .notNull()
    .default("queued"),
  report: jsonb("report").$type<Record<string, unknown>>(),
  toolbox: jsonb("toolbox").$type<StoredToolbox>(),
  thumbnailKey: text("thumbnail_key"),
  previewKey: text("preview_key"),
  error: text("error"),
  attempts: integer("attempts").notNull().default(0),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  durationMs: integer("duration_ms"),
});
