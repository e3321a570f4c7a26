CREATE TABLE "street_features" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"source_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"geometry" jsonb NOT NULL,
	"bbox" "cube" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "street_features" ADD CONSTRAINT "street_features_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "street_features_jurisdiction_idx" ON "street_features" USING btree ("jurisdiction_id");--> statement-breakpoint
CREATE INDEX "street_features_bbox_gist" ON "street_features" USING gist ("bbox");