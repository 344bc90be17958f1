CREATE TABLE "bookings" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"suite_code" text NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"other_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"additional_guests" text[] NOT NULL,
	"guest_id" text NOT NULL,
	"guest_id_type" text NOT NULL,
	"guest_id_url" text NOT NULL,
	"checkin_date" timestamp with time zone NOT NULL,
	"checkout_date" timestamp with time zone NOT NULL,
	"booked_date" timestamp with time zone NOT NULL,
	"checked_out_date" timestamp with time zone,
	"stay" "tstzrange" GENERATED ALWAYS AS (tstzrange(checkin_date, least(checkout_date, checked_out_date), '[)')) STORED,
	CONSTRAINT "bookings_domain_id_id_pk" PRIMARY KEY("domain_id","id"),
	CONSTRAINT "bookings_checkout_after_checkin" CHECK ("bookings"."checkout_date" > "bookings"."checkin_date"),
	CONSTRAINT "bookings_checked_out_after_checkin" CHECK ("bookings"."checked_out_date" is null or "bookings"."checked_out_date" >= "bookings"."checkin_date")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_fk" FOREIGN KEY ("domain_id","branch_id","suite_code") REFERENCES "public"."suite_codes"("domain_id","branch_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_branch_checkin_idx" ON "bookings" USING btree ("domain_id","branch_id","checkin_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_branch_in_house_idx" ON "bookings" USING btree ("domain_id","branch_id","checkin_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "bookings"."checked_out_date" is null;--> statement-breakpoint
CREATE INDEX "bookings_domain_checkin_idx" ON "bookings" USING btree ("domain_id","checkin_date");--> statement-breakpoint
CREATE INDEX "bookings_domain_checked_out_idx" ON "bookings" USING btree ("domain_id","checked_out_date");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- One room of a branch is never held by two stays at once (half-open ranges: a stay may begin
-- the moment another ends). Written here because drizzle-kit does not model exclusion constraints.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking" EXCLUDE USING gist ("domain_id" WITH =, "branch_id" WITH =, "suite_code" WITH =, "stay" WITH &&);
