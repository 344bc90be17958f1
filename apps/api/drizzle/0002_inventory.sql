CREATE TABLE "utilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"items" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
CREATE TABLE "suite_codes" (
	"domain_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"code" text NOT NULL,
	"suite_id" uuid NOT NULL,
	CONSTRAINT "suite_codes_domain_id_branch_id_code_pk" PRIMARY KEY("domain_id","branch_id","code"),
	CONSTRAINT "suite_codes_suite_code_key" UNIQUE("domain_id","suite_id","code")
);
--> statement-breakpoint
CREATE TABLE "suites" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"category" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"utilities" text[] NOT NULL,
	"views" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suites_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suite_codes" ADD CONSTRAINT "suite_codes_domain_id_suite_id_suites_domain_id_id_fk" FOREIGN KEY ("domain_id","suite_id") REFERENCES "public"."suites"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suite_codes" ADD CONSTRAINT "suite_codes_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "utilities_name_key" ON "utilities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "images_domain_created_idx" ON "images" USING btree ("domain_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "suite_codes_branch_code_ci_key" ON "suite_codes" USING btree ("domain_id","branch_id",lower("code"));--> statement-breakpoint
CREATE INDEX "suites_domain_category_idx" ON "suites" USING btree ("domain_id","category","id");--> statement-breakpoint
CREATE INDEX "suites_domain_branch_idx" ON "suites" USING btree ("domain_id","branch_id");