CREATE TABLE "sd_account_requests" (
	"sd_account_request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_account_requests_sd_account_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_type_id" text NOT NULL,
	"full_name" text NOT NULL,
	"gender" text NOT NULL,
	"email" text,
	"phone" text,
	"nisn" text,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_user_id" integer,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_password_resets" (
	"sd_password_reset_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_password_resets_sd_password_reset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"secret_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_registration_codes" (
	"sd_registration_code_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_registration_codes_sd_registration_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"code" text NOT NULL,
	"sd_user_type_id" text NOT NULL,
	"sd_section_id" integer,
	"label" text,
	"max_uses" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_school_settings" ADD COLUMN "teacher_profile_edit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_school_settings" ADD COLUMN "late_submission" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_account_requests" ADD CONSTRAINT "sd_account_requests_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_account_requests" ADD CONSTRAINT "sd_account_requests_decided_by_sd_users_sd_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_account_requests" ADD CONSTRAINT "sd_account_requests_created_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("created_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_password_resets" ADD CONSTRAINT "sd_password_resets_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_password_resets" ADD CONSTRAINT "sd_password_resets_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_password_resets" ADD CONSTRAINT "sd_password_resets_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_registration_codes" ADD CONSTRAINT "sd_registration_codes_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_registration_codes" ADD CONSTRAINT "sd_registration_codes_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_registration_codes" ADD CONSTRAINT "sd_registration_codes_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_account_requests_school_idx" ON "sd_account_requests" USING btree ("sd_school_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sd_account_requests_ip_idx" ON "sd_account_requests" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_password_resets_secret_key" ON "sd_password_resets" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "sd_password_resets_user_idx" ON "sd_password_resets" USING btree ("sd_user_id","created_at");--> statement-breakpoint
CREATE INDEX "sd_password_resets_school_idx" ON "sd_password_resets" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_registration_codes_code_key" ON "sd_registration_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "sd_registration_codes_school_idx" ON "sd_registration_codes" USING btree ("sd_school_id");