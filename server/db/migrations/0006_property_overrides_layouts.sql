ALTER TABLE "property_overrides" ADD COLUMN "floor_plans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "property_overrides" ADD COLUMN "user_buildings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "property_overrides" ADD COLUMN "layouts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "property_overrides" ADD COLUMN "playground" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "property_overrides" ADD COLUMN "lot" jsonb;--> statement-breakpoint
ALTER TABLE "property_overrides" ADD COLUMN "annotations" jsonb DEFAULT '[]'::jsonb NOT NULL;