ALTER TABLE "map_layers" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Layers imported before: name the publishers of the sources our importers used, else keep the link as its own label.
UPDATE "map_layers" SET "sources" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'label',
    CASE
      WHEN u LIKE 'https://msc.fema.gov/%' THEN 'FEMA Flood Map Service Center'
      WHEN u LIKE 'https://www.mass.gov/regulations/310-CMR-1000%' THEN 'MassDEP: 310 CMR 10.00 Wetlands Protection Act Regulations'
      WHEN u LIKE 'https://github.com/cambridgegis/%' THEN 'City of Cambridge GIS'
      WHEN u LIKE 'https://www.cambridgema.gov/historic%' THEN 'Cambridge Historical Commission'
      ELSE u
    END,
    'url', u) ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements_text("source_urls") WITH ORDINALITY AS e(u, n)
);
