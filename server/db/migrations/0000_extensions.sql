-- cube: bounding boxes with GiST indexes for point and box lookups (PostGIS is not available on PGlite).
-- pg_trgm: trigram similarity for typo-tolerant street search. Both are trusted extensions.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
