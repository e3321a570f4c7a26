-- What an organization's visitors see (issue 29, decision 050): each organization has a plan, each
-- plan an allowance of full reports a month for visitors (a plan without a row here has core's
-- DEFAULT_PLAN_ALLOWANCES), and every full report so opened is a row per month, visitor and
-- property. An account's one 30-day Pro trial (decision 051): when it ends, and when the e-mail
-- that it is ending was queued.
CREATE TABLE "plan_allowances" (
	"plan" text PRIMARY KEY NOT NULL,
	"monthly_reports" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_unlocks" (
	"organization_id" text NOT NULL,
	"month" text NOT NULL,
	"visitor_id" text NOT NULL,
	"property_id" text NOT NULL,
	"via" text NOT NULL,
	"lead_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_unlocks_organization_id_month_visitor_id_property_id_pk" PRIMARY KEY("organization_id","month","visitor_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "allowance_notice_month" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_unlocks" ADD CONSTRAINT "report_unlocks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;