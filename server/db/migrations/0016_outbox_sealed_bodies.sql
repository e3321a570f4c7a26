ALTER TABLE "email_outbox" ADD COLUMN "body" text;--> statement-breakpoint
-- Messages queued before bodies were sealed are still sent: their text and HTML move into "body"
-- under the 'plain.v0.' mark, which the sender reads as it is and empties once sent. The rows
-- already delivered, or given up after the sender's 8 tries, keep no body at all.
UPDATE "email_outbox" SET "body" = 'plain.v0.' || json_build_object('text', "text", 'html', "html")::text
WHERE "sent_at" IS NULL AND "attempts" < 8;--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "html";
