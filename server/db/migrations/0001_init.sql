CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"street_id" text NOT NULL,
	"street_number" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"label" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" text PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"source" text NOT NULL,
	"footprint" jsonb NOT NULL,
	"footprint_sqft" double precision NOT NULL,
	"height_ft" double precision
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"county" text,
	"kind" text NOT NULL,
	"external_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_layer_features" (
	"id" text PRIMARY KEY NOT NULL,
	"map_layer_id" text NOT NULL,
	"name" text,
	"status" text NOT NULL,
	"badge_text" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"geometry" jsonb NOT NULL,
	"bbox" "cube" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_layers" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"layer_id" text NOT NULL,
	"group" text NOT NULL,
	"name" text NOT NULL,
	"source_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_ft" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_layer_hits" (
	"parcel_id" text NOT NULL,
	"feature_id" text NOT NULL,
	"map_layer_id" text NOT NULL,
	"distance_ft" double precision NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "parcel_layer_hits_parcel_id_feature_id_pk" PRIMARY KEY("parcel_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "parcel_zoning" (
	"parcel_id" text NOT NULL,
	"zoning_map" text NOT NULL,
	"zone_code" text NOT NULL,
	"coverage" real NOT NULL,
	CONSTRAINT "parcel_zoning_parcel_id_zoning_map_pk" PRIMARY KEY("parcel_id","zoning_map")
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"source_id" text NOT NULL,
	"kind" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"county" text,
	"lot" jsonb NOT NULL,
	"lot_size_sqft" double precision,
	"property_type_name" text,
	"use_code" text,
	"use_desc" text,
	"zone_code" text,
	"gross_building_area_sqft" double precision,
	"gross_floor_area_sqft" double precision,
	"habitable_area_sqft" double precision,
	"basement_area_sqft" double precision,
	"year_built" integer,
	"style" text,
	"stories" real,
	"units" integer,
	"owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buildings_known" boolean DEFAULT true NOT NULL,
	"bbox" "cube" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"name" text NOT NULL,
	"name_norm" text NOT NULL,
	"city" text NOT NULL,
	"place_norm" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zoning_districts" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"zoning_map" text NOT NULL,
	"zone_code" text NOT NULL,
	"name" text,
	"geometry" jsonb NOT NULL,
	"bbox" "cube" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."streets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_layer_features" ADD CONSTRAINT "map_layer_features_map_layer_id_map_layers_id_fk" FOREIGN KEY ("map_layer_id") REFERENCES "public"."map_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_layers" ADD CONSTRAINT "map_layers_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_layer_hits" ADD CONSTRAINT "parcel_layer_hits_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_layer_hits" ADD CONSTRAINT "parcel_layer_hits_feature_id_map_layer_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."map_layer_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_zoning" ADD CONSTRAINT "parcel_zoning_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zoning_districts" ADD CONSTRAINT "zoning_districts_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_street_number_idx" ON "addresses" USING btree ("street_id","street_number");--> statement-breakpoint
CREATE INDEX "addresses_number_idx" ON "addresses" USING btree ("street_number");--> statement-breakpoint
CREATE INDEX "addresses_parcel_idx" ON "addresses" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "buildings_parcel_idx" ON "buildings" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "map_layer_features_layer_idx" ON "map_layer_features" USING btree ("map_layer_id");--> statement-breakpoint
CREATE INDEX "map_layer_features_bbox_gist" ON "map_layer_features" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "map_layers_jurisdiction_idx" ON "map_layers" USING btree ("jurisdiction_id");--> statement-breakpoint
CREATE INDEX "parcels_jurisdiction_idx" ON "parcels" USING btree ("jurisdiction_id");--> statement-breakpoint
CREATE INDEX "parcels_bbox_gist" ON "parcels" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "streets_name_prefix_idx" ON "streets" USING btree ("name_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "streets_name_trgm_idx" ON "streets" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zoning_districts_jurisdiction_idx" ON "zoning_districts" USING btree ("jurisdiction_id","zoning_map");