CREATE TABLE "file_blobs" (
	"store" text NOT NULL,
	"key" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_blobs_store_key_pk" PRIMARY KEY("store","key")
);
--> statement-breakpoint
-- Photos, videos and PDFs are compressed already: keep them out of line without trying again.
ALTER TABLE "file_blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
