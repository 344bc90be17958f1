-- Bookings made before rates were kept take their room's suite price as it stands today, in minor
-- units: the nearest record of what was charged. Written by hand: drizzle-kit does not backfill.
UPDATE "bookings" AS b
SET "rate" = round(s."price" * 100)::integer
FROM "suite_codes" AS c
JOIN "suites" AS s ON s."domain_id" = c."domain_id" AND s."id" = c."suite_id"
WHERE c."domain_id" = b."domain_id" AND c."branch_id" = b."branch_id" AND c."code" = b."suite_code"
  AND b."rate" = 0;
