CREATE TABLE "library_file_holds" (
	"holder" text PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_file_holds" ADD CONSTRAINT "library_file_holds_file_id_library_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."library_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_file_holds_file_idx" ON "library_file_holds" USING btree ("file_id");--> statement-breakpoint
-- Lines ordered before holds existed keep the file still in the library under their path.
INSERT INTO "library_file_holds" ("holder", "file_id")
SELECT 'order-line:' || l."id", f."id"
FROM "order_lines" l
JOIN "library_files" f ON f."deleted_at" IS NULL AND l."full_url" = f."folder_path" || '/' || f."name"
WHERE l."full_url" <> ''
ON CONFLICT DO NOTHING;
