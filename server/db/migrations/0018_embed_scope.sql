-- What a widget token made is kept apart from the rest of the account (issue 28, decision 027):
-- the addresses opened through each organization's embed, the overrides (layouts and the rest)
-- made there, and the media uploaded there. Rows made before keep '' or NULL: Lotline's own pages.
CREATE TABLE "embed_addresses" (
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"property_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"label" text,
	"params" jsonb,
	CONSTRAINT "embed_addresses_user_id_organization_id_property_id_pk" PRIMARY KEY("user_id","organization_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "embed_addresses" ADD CONSTRAINT "embed_addresses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_addresses_user_org_last_seen_idx" ON "embed_addresses" USING btree ("user_id","organization_id","last_seen_at");--> statement-breakpoint
ALTER TABLE "property_overrides" ADD COLUMN "embed_organization_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_overrides" DROP CONSTRAINT "property_overrides_user_id_parcel_id_pk";--> statement-breakpoint
ALTER TABLE "property_overrides" ADD CONSTRAINT "property_overrides_user_id_parcel_id_embed_organization_id_pk" PRIMARY KEY("user_id","parcel_id","embed_organization_id");--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "embed_organization_id" text;
