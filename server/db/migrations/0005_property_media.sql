CREATE TABLE "property_media" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"parcel_id" text NOT NULL,
	"category" text NOT NULL,
	"caption" text,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "property_media_user_parcel_idx" ON "property_media" USING btree ("user_id","parcel_id");