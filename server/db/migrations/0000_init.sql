CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"street_number" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"label" text NOT NULL,
	"search_text" text NOT NULL,
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
CREATE TABLE "parcels" (
	"id" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"county" text,
	"lot" jsonb NOT NULL,
	"lot_size_sqft" double precision,
	"property_type_name" text,
	"use_code" text,
	"zone_code" text,
	"gross_floor_area_sqft" double precision,
	"year_built" integer,
	"style" text,
	"owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_lng" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_search_idx" ON "addresses" USING btree ("search_text");--> statement-breakpoint
CREATE INDEX "addresses_parts_idx" ON "addresses" USING btree ("state","zip_code","street_number");--> statement-breakpoint
CREATE INDEX "buildings_parcel_idx" ON "buildings" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "parcels_bbox_idx" ON "parcels" USING btree ("min_lng","min_lat");