-- Custom: the dashboard's revenue sums the prices of the nights its 30 days hold (issue 29): the
-- nights of a domain's days are one range of this index, read without the table.
CREATE INDEX "booking_nights_domain_night_idx" ON "booking_nights" USING btree ("domain_id","night") INCLUDE ("booking_id","price");--> statement-breakpoint
-- Custom: the occupancy's stays find their nights by `id`, still from the index alone; `rate` was
-- summed here before the nights had prices of their own and is read no more.
DROP INDEX "bookings_domain_stay_end_idx";--> statement-breakpoint
CREATE INDEX "bookings_domain_stay_end_idx" ON "bookings" USING btree ("domain_id",upper("stay")) INCLUDE ("branch_id","stay","status","id");
