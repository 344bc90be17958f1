-- Custom (data only: drizzle-kit writes no data). Every booking made before profiles gets one
-- (CONTRACT, "Guests"; docs/decisions/0030): the bookings of one email, whatever its case, share
-- one profile, made from that email's most recent booking; a booking without email has its own.
-- Set-based, so that a million bookings take seconds: a profile takes the id of the booking it is
-- made from, which links the bookings without email without a lookup.
INSERT INTO "guests" ("domain_id", "id", "title", "first_name", "last_name", "other_name", "email", "phone", "guest_id", "guest_id_type")
SELECT DISTINCT ON ("domain_id", lower("email"))
  "domain_id", "id", "title", "first_name", "last_name", "other_name", "email", "phone", "guest_id", "guest_id_type"
FROM "bookings"
WHERE "email" <> ''
ORDER BY "domain_id", lower("email"), "booked_date" DESC, "id" DESC;--> statement-breakpoint
INSERT INTO "guests" ("domain_id", "id", "title", "first_name", "last_name", "other_name", "email", "phone", "guest_id", "guest_id_type")
SELECT "domain_id", "id", "title", "first_name", "last_name", "other_name", "email", "phone", "guest_id", "guest_id_type"
FROM "bookings"
WHERE "email" = '';--> statement-breakpoint
UPDATE "bookings" AS b SET "profile_id" = g."id"
FROM "guests" AS g
WHERE b."email" <> '' AND g."domain_id" = b."domain_id" AND lower(g."email") = lower(b."email");--> statement-breakpoint
UPDATE "bookings" SET "profile_id" = "id" WHERE "email" = '';
