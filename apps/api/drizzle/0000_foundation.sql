CREATE TABLE "mailed_tokens" (
	"domain_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "mailed_tokens_domain_id_token_hash_pk" PRIMARY KEY("domain_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"domain_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_domain_id_token_hash_pk" PRIMARY KEY("domain_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"states" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rc_number" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "identities_domain_user_key" UNIQUE("domain_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"domain_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"password_hash" text,
	"activated" boolean DEFAULT false NOT NULL,
	"role_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
ALTER TABLE "mailed_tokens" ADD CONSTRAINT "mailed_tokens_domain_id_user_id_users_domain_id_id_fk" FOREIGN KEY ("domain_id","user_id") REFERENCES "public"."users"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_domain_id_session_id_sessions_domain_id_id_fk" FOREIGN KEY ("domain_id","session_id") REFERENCES "public"."sessions"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_domain_id_user_id_users_domain_id_id_fk" FOREIGN KEY ("domain_id","user_id") REFERENCES "public"."users"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_domain_id_id_identities_domain_id_user_id_fk" FOREIGN KEY ("domain_id","id") REFERENCES "public"."identities"("domain_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_domain_id_role_id_roles_domain_id_id_fk" FOREIGN KEY ("domain_id","role_id") REFERENCES "public"."roles"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("domain_id","session_id");--> statement-breakpoint
CREATE INDEX "sessions_domain_user_idx" ON "sessions" USING btree ("domain_id","user_id");--> statement-breakpoint
CREATE INDEX "throttle_events_key_at_idx" ON "throttle_events" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_key" ON "countries" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "branches_domain_name_idx" ON "branches" USING btree ("domain_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_name_key" ON "domains" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "identities_username_key" ON "identities" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "identities_email_key" ON "identities" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "identities_domain_username_idx" ON "identities" USING btree ("domain_id","username");--> statement-breakpoint
CREATE INDEX "roles_domain_name_idx" ON "roles" USING btree ("domain_id","name");--> statement-breakpoint
CREATE INDEX "users_domain_role_idx" ON "users" USING btree ("domain_id","role_id");--> statement-breakpoint
CREATE INDEX "users_domain_branch_idx" ON "users" USING btree ("domain_id","branch_id");