CREATE TABLE "pattern_substrates" (
	"pattern_number" text NOT NULL,
	"media_item_no" text NOT NULL,
	CONSTRAINT "pattern_substrates_pattern_number_media_item_no_pk" PRIMARY KEY("pattern_number","media_item_no")
);
--> statement-breakpoint
CREATE TABLE "pattern_tag_values" (
	"tag_value" text PRIMARY KEY NOT NULL,
	"tag_type" text NOT NULL,
	"tag_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pattern_tag_values_type_ck" CHECK ("pattern_tag_values"."tag_type" in ('scroll', 'color', 'style'))
);
--> statement-breakpoint
CREATE TABLE "pattern_tags" (
	"pattern_number" text NOT NULL,
	"tag_value" text NOT NULL,
	CONSTRAINT "pattern_tags_pattern_number_tag_value_pk" PRIMARY KEY("pattern_number","tag_value")
);
--> statement-breakpoint
CREATE TABLE "patterns" (
	"pattern_number" text PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"pattern_name" text NOT NULL,
	"design_name" text NOT NULL,
	"design_description" text DEFAULT '' NOT NULL,
	"scroll_tag" text NOT NULL,
	"generator" text NOT NULL,
	"params" jsonb NOT NULL,
	"has_opaque" boolean DEFAULT true NOT NULL,
	"has_transparent" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "patterns_filename_ck" CHECK ("patterns"."filename" ~ '^[a-z0-9][a-z0-9-]*\.png$'),
	CONSTRAINT "patterns_variant_ck" CHECK ("patterns"."has_opaque" or "patterns"."has_transparent")
);
--> statement-breakpoint
CREATE TABLE "textures" (
	"texture_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"filename" text NOT NULL,
	"generator" text NOT NULL,
	"params" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "textures_filename_ck" CHECK ("textures"."filename" ~ '^[a-z0-9][a-z0-9-]*\.png$')
);
--> statement-breakpoint
ALTER TABLE "pattern_substrates" ADD CONSTRAINT "pattern_substrates_pattern_number_patterns_pattern_number_fk" FOREIGN KEY ("pattern_number") REFERENCES "public"."patterns"("pattern_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_substrates" ADD CONSTRAINT "pattern_substrates_media_item_no_materials_item_no_fk" FOREIGN KEY ("media_item_no") REFERENCES "public"."materials"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_tags" ADD CONSTRAINT "pattern_tags_pattern_number_patterns_pattern_number_fk" FOREIGN KEY ("pattern_number") REFERENCES "public"."patterns"("pattern_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_tags" ADD CONSTRAINT "pattern_tags_tag_value_pattern_tag_values_tag_value_fk" FOREIGN KEY ("tag_value") REFERENCES "public"."pattern_tag_values"("tag_value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patterns" ADD CONSTRAINT "patterns_scroll_tag_pattern_tag_values_tag_value_fk" FOREIGN KEY ("scroll_tag") REFERENCES "public"."pattern_tag_values"("tag_value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pattern_substrates_media_idx" ON "pattern_substrates" USING btree ("media_item_no");--> statement-breakpoint
CREATE INDEX "pattern_tags_tag_idx" ON "pattern_tags" USING btree ("tag_value");--> statement-breakpoint
CREATE UNIQUE INDEX "patterns_filename_uq" ON "patterns" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "patterns_scroll_tag_idx" ON "patterns" USING btree ("scroll_tag","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "textures_filename_uq" ON "textures" USING btree ("filename");