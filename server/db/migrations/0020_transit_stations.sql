-- Stations of a state's transit data (issue 30, decision 052): M.G.L. c.40A §3 lets no parking
-- space be required for a protected ADU within 0.5 mile of a commuter rail or subway station. Each
-- lot keeps the nearest station of its state's data and its straight-line distance from it.
CREATE TABLE "transit_stations" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"lines" text,
	"source" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "nearest_station" jsonb;--> statement-breakpoint
CREATE INDEX "transit_stations_state_idx" ON "transit_stations" USING btree ("state");