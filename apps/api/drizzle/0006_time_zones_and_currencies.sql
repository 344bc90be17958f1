ALTER TABLE "branches" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;