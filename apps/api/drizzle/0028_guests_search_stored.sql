-- Generated; this comment added. The guests' search text is stored with each row (decision 0031):
-- a search that finds thousands of a million profiles then reads each one's text, rather than
-- making it again with unaccent, and the planner has its statistics. Rewrites the guests table once.
DROP INDEX "guests_search_idx";--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "search" text GENERATED ALWAYS AS (search_text("guests"."first_name" || ' ' || "guests"."last_name" || ' ' || "guests"."other_name" || ' ' || "guests"."email" || ' ' || "guests"."phone" || ' ' || "guests"."guest_id")) STORED;--> statement-breakpoint
CREATE INDEX "guests_search_idx" ON "guests" USING gin ("search" gin_trgm_ops);