-- Whether a deleted library file's bytes left storage: the library's cleanup job removes those of deleted files that
-- nothing holds and whose removal failed or raced (docs/decisions/0023-ordered-artwork-holds.md). Files deleted
-- before this start unrecorded, so the job's first run removes whatever such files left behind (removing a
-- missing object is not an error).
ALTER TABLE "library_files" ADD COLUMN "bytes_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "library_files_bytes_left_idx" ON "library_files" USING btree ("id") WHERE "library_files"."deleted_at" is not null and "library_files"."bytes_removed_at" is null;