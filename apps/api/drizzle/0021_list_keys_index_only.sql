-- A list's deeper pages read their keys from an index alone (lib/listing.ts, `pagedRows`), which
-- takes every column the filter reads in the index: the bookings' status (the default order and
-- the check-out order leave cancelled stays out) and the suites' archived_at. The same keys, so
-- every query these indexes served they still serve; drizzle-kit does not model INCLUDE.
DROP INDEX "bookings_branch_checkin_idx";--> statement-breakpoint
CREATE INDEX "bookings_branch_checkin_idx" ON "bookings" USING btree ("domain_id","branch_id","checkin_date","id") INCLUDE ("status");--> statement-breakpoint
DROP INDEX "bookings_branch_checkout_idx";--> statement-breakpoint
CREATE INDEX "bookings_branch_checkout_idx" ON "bookings" USING btree ("domain_id","branch_id","checkout_date","id") INCLUDE ("status");--> statement-breakpoint
DROP INDEX "suites_domain_category_idx";--> statement-breakpoint
CREATE INDEX "suites_domain_category_idx" ON "suites" USING btree ("domain_id","category","id") INCLUDE ("archived_at");
