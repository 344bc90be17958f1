CREATE TABLE "booking_tallies" (
	"domain_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"in_house" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_tallies_domain_id_branch_id_pk" PRIMARY KEY("domain_id","branch_id")
);
--> statement-breakpoint
DROP INDEX "bookings_branch_checkin_idx";--> statement-breakpoint
DROP INDEX "bookings_branch_in_house_idx";--> statement-breakpoint
ALTER TABLE "booking_tallies" ADD CONSTRAINT "booking_tallies_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_branch_checkin_idx" ON "bookings" USING btree ("domain_id","branch_id","checkin_date","id");--> statement-breakpoint
CREATE INDEX "bookings_branch_in_house_idx" ON "bookings" USING btree ("domain_id","branch_id","checkin_date","id") WHERE "bookings"."checked_out_date" is null;--> statement-breakpoint
-- The tallies follow every write to bookings, a statement at a time (a bulk insert touches each
-- branch's tally once). Written here because drizzle-kit does not model triggers.
CREATE FUNCTION "bookings_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_tallies AS t (domain_id, branch_id, total, in_house)
    SELECT domain_id, branch_id, count(*), count(*) FILTER (WHERE checked_out_date IS NULL)
    FROM new_rows GROUP BY domain_id, branch_id
    ON CONFLICT (domain_id, branch_id)
    DO UPDATE SET total = t.total + excluded.total, in_house = t.in_house + excluded.in_house;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE booking_tallies AS t
    SET total = t.total - gone.total, in_house = t.in_house - gone.in_house
    FROM (
      SELECT domain_id, branch_id, count(*) AS total, count(*) FILTER (WHERE checked_out_date IS NULL) AS in_house
      FROM old_rows GROUP BY domain_id, branch_id
    ) AS gone
    WHERE t.domain_id = gone.domain_id AND t.branch_id = gone.branch_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_tally_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_tally"();--> statement-breakpoint
CREATE TRIGGER "bookings_tally_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_tally"();--> statement-breakpoint
CREATE TRIGGER "bookings_tally_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_tally"();--> statement-breakpoint
INSERT INTO "booking_tallies" ("domain_id", "branch_id", "total", "in_house")
SELECT "domain_id", "branch_id", count(*), count(*) FILTER (WHERE "checked_out_date" IS NULL)
FROM "bookings" GROUP BY "domain_id", "branch_id";
