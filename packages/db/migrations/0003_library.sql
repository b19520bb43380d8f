CREATE TABLE "library_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"folder_path" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preflight_reports" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"report" jsonb,
	"toolbox" jsonb,
	"thumbnail_key" text,
	"preview_key" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "upload_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"target_folder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint,
	"state" text DEFAULT 'uploading' NOT NULL,
	"file_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_folders" ADD CONSTRAINT "library_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preflight_reports" ADD CONSTRAINT "preflight_reports_file_id_library_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."library_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_packages" ADD CONSTRAINT "upload_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_package_id_upload_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."upload_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_file_id_library_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."library_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_files_live_name_uq" ON "library_files" USING btree ("user_id","folder_path","name") WHERE "library_files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "library_files_folder_idx" ON "library_files" USING btree ("user_id","folder_path","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "library_folders_user_path_uq" ON "library_folders" USING btree ("user_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_packages_token_uq" ON "upload_packages" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "upload_packages_expires_idx" ON "upload_packages" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "uploads_package_idx" ON "uploads" USING btree ("package_id");
