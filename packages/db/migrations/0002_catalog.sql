CREATE TABLE "laminates" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cents_per_sq_ft" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "laminates_price_ck" CHECK ("laminates"."cents_per_sq_ft" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_area_tiers" (
	"item_no" text NOT NULL,
	"min_sq_ft" numeric(10, 2) NOT NULL,
	"cents_per_sq_ft" integer NOT NULL,
	CONSTRAINT "material_area_tiers_item_no_min_sq_ft_pk" PRIMARY KEY("item_no","min_sq_ft"),
	CONSTRAINT "material_area_tiers_values_ck" CHECK ("material_area_tiers"."min_sq_ft" >= 0 and "material_area_tiers"."cents_per_sq_ft" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_laminates" (
	"item_no" text NOT NULL,
	"laminate_key" text NOT NULL,
	CONSTRAINT "material_laminates_item_no_laminate_key_pk" PRIMARY KEY("item_no","laminate_key")
);
--> statement-breakpoint
CREATE TABLE "material_sheet_sizes" (
	"item_no" text NOT NULL,
	"width_in" numeric(8, 3) NOT NULL,
	"height_in" numeric(8, 3) NOT NULL,
	"cents_per_sheet" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "material_sheet_sizes_item_no_width_in_height_in_pk" PRIMARY KEY("item_no","width_in","height_in"),
	CONSTRAINT "material_sheet_sizes_values_ck" CHECK ("material_sheet_sizes"."width_in" > 0 and "material_sheet_sizes"."height_in" > 0 and "material_sheet_sizes"."cents_per_sheet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"item_no" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text NOT NULL,
	"product_type" text NOT NULL,
	"rigid_type" text DEFAULT '' NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"weight_lb_per_sq_ft" numeric(8, 4) DEFAULT 0 NOT NULL,
	"max_width_in" numeric(8, 3),
	"pricing_kind" text NOT NULL,
	"min_billable_sq_ft" numeric(10, 4) DEFAULT 0 NOT NULL,
	"fixed_cents" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "materials_pricing_kind_ck" CHECK ("materials"."pricing_kind" in ('area', 'sheet', 'fixed', 'roll')),
	CONSTRAINT "materials_fixed_cents_ck" CHECK ("materials"."pricing_kind" <> 'fixed' or "materials"."fixed_cents" >= 0),
	CONSTRAINT "materials_min_billable_ck" CHECK ("materials"."min_billable_sq_ft" >= 0)
);
--> statement-breakpoint
CREATE TABLE "option_choices" (
	"option_key" text NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"long_desc" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"product_type" text,
	CONSTRAINT "option_choices_option_key_value_pk" PRIMARY KEY("option_key","value"),
	CONSTRAINT "option_choices_price_ck" CHECK ("option_choices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "option_conditions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "option_conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_key" text NOT NULL,
	"other_option_key" text NOT NULL,
	"condition" text NOT NULL,
	"condition_value" text NOT NULL,
	CONSTRAINT "option_conditions_condition_ck" CHECK ("option_conditions"."condition" in ('EQ', 'NEQ', 'GT')),
	CONSTRAINT "option_conditions_other_ck" CHECK ("option_conditions"."option_key" <> "option_conditions"."other_option_key")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_checkbox" boolean DEFAULT false NOT NULL,
	"is_textbox" boolean DEFAULT false NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"price_per_sq_ft" boolean DEFAULT false NOT NULL,
	"choice_source" text DEFAULT 'choices' NOT NULL,
	CONSTRAINT "options_kind_ck" CHECK (not ("options"."is_checkbox" and "options"."is_textbox")),
	CONSTRAINT "options_choice_source_ck" CHECK ("options"."choice_source" in ('choices', 'laminates', 'roll_sizes'))
);
--> statement-breakpoint
CREATE TABLE "pantone_chart_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pantone_chart_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"product_name" text NOT NULL,
	"item_no" text NOT NULL,
	"cents" integer NOT NULL,
	"image_key" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pantone_chart_products_cents_ck" CHECK ("pantone_chart_products"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pattern_roll_sizes" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"width_in" numeric(8, 2) NOT NULL,
	"length_in" numeric(8, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pattern_rolls" (
	"item_no" text PRIMARY KEY NOT NULL,
	"media_item_no" text NOT NULL,
	"roll_size_key" text NOT NULL,
	"cents" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pattern_rolls_cents_ck" CHECK ("pattern_rolls"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_type_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_type_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_type" text NOT NULL,
	"option_key" text NOT NULL,
	"item_no" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"item_no" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tag" text NOT NULL,
	"cents" integer NOT NULL,
	"extra_business_days" integer DEFAULT 0 NOT NULL,
	"image_key" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_cents_ck" CHECK ("services"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "step_stakes" (
	"item_no" text PRIMARY KEY NOT NULL,
	"width_in" numeric(6, 2) NOT NULL,
	"height_in" numeric(6, 2) NOT NULL,
	"wire_gauge" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tile_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tile_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tile_category_materials" (
	"category_id" integer NOT NULL,
	"item_no" text NOT NULL,
	"option_value" text DEFAULT '' NOT NULL,
	"offer_upload" boolean DEFAULT true NOT NULL,
	"offer_designer" boolean DEFAULT false NOT NULL,
	"offer_library" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tile_category_materials_category_id_item_no_option_value_pk" PRIMARY KEY("category_id","item_no","option_value")
);
--> statement-breakpoint
ALTER TABLE "material_area_tiers" ADD CONSTRAINT "material_area_tiers_item_no_materials_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."materials"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_laminates" ADD CONSTRAINT "material_laminates_item_no_materials_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."materials"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_laminates" ADD CONSTRAINT "material_laminates_laminate_key_laminates_key_fk" FOREIGN KEY ("laminate_key") REFERENCES "public"."laminates"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_sheet_sizes" ADD CONSTRAINT "material_sheet_sizes_item_no_materials_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."materials"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_product_type_product_types_key_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_option_key_options_key_fk" FOREIGN KEY ("option_key") REFERENCES "public"."options"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_product_type_product_types_key_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_conditions" ADD CONSTRAINT "option_conditions_option_key_options_key_fk" FOREIGN KEY ("option_key") REFERENCES "public"."options"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_conditions" ADD CONSTRAINT "option_conditions_other_option_key_options_key_fk" FOREIGN KEY ("other_option_key") REFERENCES "public"."options"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantone_chart_products" ADD CONSTRAINT "pantone_chart_products_item_no_materials_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."materials"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_rolls" ADD CONSTRAINT "pattern_rolls_media_item_no_materials_item_no_fk" FOREIGN KEY ("media_item_no") REFERENCES "public"."materials"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_rolls" ADD CONSTRAINT "pattern_rolls_roll_size_key_pattern_roll_sizes_key_fk" FOREIGN KEY ("roll_size_key") REFERENCES "public"."pattern_roll_sizes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_options" ADD CONSTRAINT "product_type_options_product_type_product_types_key_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_options" ADD CONSTRAINT "product_type_options_option_key_options_key_fk" FOREIGN KEY ("option_key") REFERENCES "public"."options"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_options" ADD CONSTRAINT "product_type_options_item_no_materials_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."materials"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_stakes" ADD CONSTRAINT "step_stakes_item_no_materials_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."materials"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_category_materials" ADD CONSTRAINT "tile_category_materials_category_id_tile_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tile_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_category_materials" ADD CONSTRAINT "tile_category_materials_item_no_materials_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."materials"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materials_product_type_idx" ON "materials" USING btree ("product_type");--> statement-breakpoint
CREATE UNIQUE INDEX "option_conditions_uq" ON "option_conditions" USING btree ("option_key","other_option_key","condition","condition_value");--> statement-breakpoint
CREATE UNIQUE INDEX "pattern_rolls_media_size_uq" ON "pattern_rolls" USING btree ("media_item_no","roll_size_key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_options_uq" ON "product_type_options" USING btree ("product_type","option_key",coalesce("item_no", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "tile_categories_name_uq" ON "tile_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "tile_categories_image_uq" ON "tile_categories" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "tile_category_materials_item_idx" ON "tile_category_materials" USING btree ("item_no");