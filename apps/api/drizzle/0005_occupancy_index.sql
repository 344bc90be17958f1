-- INCLUDE lets the dashboard's occupancy read branch and stay from the index alone.
CREATE INDEX "bookings_domain_stay_end_idx" ON "bookings" USING btree ("domain_id",upper("stay")) INCLUDE ("branch_id","stay");
