CREATE TABLE "room_holds" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"suite_code" text NOT NULL,
	"during" "tstzrange" NOT NULL,
	"booking_id" uuid,
	"reason" text,
	CONSTRAINT "room_holds_domain_id_id_pk" PRIMARY KEY("domain_id","id"),
	CONSTRAINT "room_holds_stay_or_block" CHECK (("room_holds"."booking_id" is null) <> ("room_holds"."reason" is null))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_room_fk";
--> statement-breakpoint
DROP INDEX "bookings_branch_in_house_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'in-house' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_room_fk" FOREIGN KEY ("domain_id","branch_id","suite_code") REFERENCES "public"."suite_codes"("domain_id","branch_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_booking_fk" FOREIGN KEY ("domain_id","booking_id") REFERENCES "public"."bookings"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_holds_booking_key" ON "room_holds" USING btree ("domain_id","booking_id");--> statement-breakpoint
CREATE INDEX "bookings_branch_in_house_idx" ON "bookings" USING btree ("domain_id","branch_id","checkin_date","id") WHERE "bookings"."status" = 'in-house';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('reserved', 'in-house', 'checked-out', 'cancelled', 'no-show'));