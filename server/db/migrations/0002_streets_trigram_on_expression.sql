DROP INDEX "streets_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "streets_name_trgm_idx" ON "streets" USING gin (lower("name_norm") gin_trgm_ops);