-- Written by hand: drizzle-kit models neither exclusion constraints, triggers nor backfills.
-- Statuses of the bookings made before they had one: a check-out time means checked out.
UPDATE "bookings" SET "status" = 'checked-out' WHERE "checked_out_date" IS NOT NULL;--> statement-breakpoint
-- The one rule against holding a room twice moves to room_holds, where blocks are held too.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_double_booking";--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_no_overlap" EXCLUDE USING gist ("domain_id" WITH =, "branch_id" WITH =, "suite_code" WITH =, "during" WITH &&);--> statement-breakpoint
INSERT INTO "room_holds" ("domain_id", "branch_id", "suite_code", "during", "booking_id")
SELECT "domain_id", "branch_id", "suite_code", "stay", "id" FROM "bookings"
WHERE "status" IN ('reserved', 'in-house', 'checked-out');--> statement-breakpoint
-- A booking's hold follows its stay while its status holds the room, in the same statement.
CREATE FUNCTION "bookings_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM room_holds WHERE domain_id = OLD.domain_id AND booking_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('reserved', 'in-house', 'checked-out') THEN
    INSERT INTO room_holds (domain_id, branch_id, suite_code, during, booking_id)
    VALUES (NEW.domain_id, NEW.branch_id, NEW.suite_code, NEW.stay, NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_hold" AFTER INSERT OR DELETE OR UPDATE OF "branch_id", "suite_code", "checkin_date", "checkout_date", "checked_out_date", "status" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_hold"();--> statement-breakpoint
-- The tallies count what the lists show: every booking but the cancelled, and the guests in house.
CREATE OR REPLACE FUNCTION "bookings_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO booking_tallies AS t (domain_id, branch_id, total, in_house)
    SELECT domain_id, branch_id, count(*) FILTER (WHERE status <> 'cancelled'), count(*) FILTER (WHERE status = 'in-house')
    FROM new_rows GROUP BY domain_id, branch_id
    ON CONFLICT (domain_id, branch_id)
    DO UPDATE SET total = t.total + excluded.total, in_house = t.in_house + excluded.in_house;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE booking_tallies AS t
    SET total = t.total - gone.total, in_house = t.in_house - gone.in_house
    FROM (
      SELECT domain_id, branch_id, count(*) FILTER (WHERE status <> 'cancelled') AS total,
        count(*) FILTER (WHERE status = 'in-house') AS in_house
      FROM old_rows GROUP BY domain_id, branch_id
    ) AS gone
    WHERE t.domain_id = gone.domain_id AND t.branch_id = gone.branch_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "booking_tallies" AS t
SET "total" = coalesce(b.total, 0), "in_house" = coalesce(b.in_house, 0)
FROM "booking_tallies" AS k
LEFT JOIN (
  SELECT "domain_id", "branch_id", count(*) FILTER (WHERE "status" <> 'cancelled') AS total,
    count(*) FILTER (WHERE "status" = 'in-house') AS in_house
  FROM "bookings" GROUP BY "domain_id", "branch_id"
) AS b ON b."domain_id" = k."domain_id" AND b."branch_id" = k."branch_id"
WHERE t."domain_id" = k."domain_id" AND t."branch_id" = k."branch_id";--> statement-breakpoint
-- The dashboard's occupancy reads status beside branch and stay from the index alone.
DROP INDEX "bookings_domain_stay_end_idx";--> statement-breakpoint
CREATE INDEX "bookings_domain_stay_end_idx" ON "bookings" USING btree ("domain_id",upper("stay")) INCLUDE ("branch_id","stay","status");
