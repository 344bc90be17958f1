DROP INDEX "branches_domain_name_idx";--> statement-breakpoint
DROP INDEX "roles_domain_name_idx";--> statement-breakpoint
CREATE INDEX "branches_domain_name_idx" ON "branches" USING btree ("domain_id","name","id");--> statement-breakpoint
CREATE INDEX "roles_domain_name_idx" ON "roles" USING btree ("domain_id","name","id");