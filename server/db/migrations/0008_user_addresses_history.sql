-- The sidebar history (spec 2): the label and signed street-data params of the address last opened
-- on each property of a user's list, filled when street data records or sees it again; ordered by
-- last_seen_at. Older rows stay NULL until the property is opened again.
ALTER TABLE "user_addresses" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "params" jsonb;--> statement-breakpoint
CREATE INDEX "user_addresses_user_last_seen_idx" ON "user_addresses" USING btree ("user_id","last_seen_at");