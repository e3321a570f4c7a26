-- Address search by the number a person types (issue 30): each address keeps the numeric value of
-- its first house number (307 of '307A'), and a range address ('8 10 California Av' in an
-- assessor's SITE_ADDR) its last number, so that 8, 10 and the numbers between on the same side
-- of the street find the one lot. Rows imported before get their value from street_number.
ALTER TABLE "addresses" ADD COLUMN "number_from" integer;--> statement-breakpoint
UPDATE "addresses" SET "number_from" = substring("street_number" from '^[0-9]+')::int;--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "number_from" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "number_to" integer;--> statement-breakpoint
CREATE INDEX "addresses_street_value_idx" ON "addresses" USING btree ("street_id","number_from");
