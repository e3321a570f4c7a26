CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"land_url" text,
	"domain" text,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"city_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '{"int":[],"ext":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_overrides" (
	"user_id" text NOT NULL,
	"parcel_id" text NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"size_limits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edge_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_overrides_user_id_parcel_id_pk" PRIMARY KEY("user_id","parcel_id")
);
