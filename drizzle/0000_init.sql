CREATE TABLE "sd_academic_years" (
	"sd_academic_year_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_academic_years_sd_academic_year_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"sd_curriculum_id" integer
);
--> statement-breakpoint
CREATE TABLE "sd_curricula" (
	"sd_curriculum_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sd_curricula_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sd_foundations" (
	"sd_foundation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_foundations_sd_foundation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sd_foundations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sd_school_stages" (
	"sd_school_stage_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sd_school_stages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sd_schools" (
	"sd_school_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_schools_sd_school_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"school_name" text NOT NULL,
	"school_code" text NOT NULL,
	"npsn" text NOT NULL,
	"sd_school_stage_id" integer NOT NULL,
	"sd_foundation_id" integer,
	"path_image_school" text,
	"address" text,
	"city" text,
	"province" text,
	"email" text,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sd_user_types" (
	"sd_user_type_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sd_user_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sd_users" (
	"sd_user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_users_sd_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_type_id" text NOT NULL,
	"sd_foundation_id" integer,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"path_profile" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_user_type_id" text NOT NULL,
	"sd_menu_id" text NOT NULL,
	"parent_menu_id" text,
	"level" integer NOT NULL,
	"menu_name" text NOT NULL,
	"icon" text,
	"menu_path" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_academic_years" ADD CONSTRAINT "sd_academic_years_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_academic_years" ADD CONSTRAINT "sd_academic_years_sd_curriculum_id_sd_curricula_sd_curriculum_id_fk" FOREIGN KEY ("sd_curriculum_id") REFERENCES "public"."sd_curricula"("sd_curriculum_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_schools" ADD CONSTRAINT "sd_schools_sd_school_stage_id_sd_school_stages_sd_school_stage_id_fk" FOREIGN KEY ("sd_school_stage_id") REFERENCES "public"."sd_school_stages"("sd_school_stage_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_schools" ADD CONSTRAINT "sd_schools_sd_foundation_id_sd_foundations_sd_foundation_id_fk" FOREIGN KEY ("sd_foundation_id") REFERENCES "public"."sd_foundations"("sd_foundation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_access_tokens" ADD CONSTRAINT "sd_access_tokens_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_access_tokens" ADD CONSTRAINT "sd_access_tokens_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_users" ADD CONSTRAINT "sd_users_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_users" ADD CONSTRAINT "sd_users_sd_user_type_id_sd_user_types_sd_user_type_id_fk" FOREIGN KEY ("sd_user_type_id") REFERENCES "public"."sd_user_types"("sd_user_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_users" ADD CONSTRAINT "sd_users_sd_foundation_id_sd_foundations_sd_foundation_id_fk" FOREIGN KEY ("sd_foundation_id") REFERENCES "public"."sd_foundations"("sd_foundation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_menu_items" ADD CONSTRAINT "sd_menu_items_sd_user_type_id_sd_user_types_sd_user_type_id_fk" FOREIGN KEY ("sd_user_type_id") REFERENCES "public"."sd_user_types"("sd_user_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_academic_years_school_idx" ON "sd_academic_years" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_academic_years_school_desc_key" ON "sd_academic_years" USING btree ("sd_school_id","description");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_schools_slug_key" ON "sd_schools" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_schools_npsn_key" ON "sd_schools" USING btree ("npsn");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_schools_code_key" ON "sd_schools" USING btree ("school_code");--> statement-breakpoint
CREATE INDEX "sd_schools_foundation_idx" ON "sd_schools" USING btree ("sd_foundation_id");--> statement-breakpoint
CREATE INDEX "sd_access_tokens_user_idx" ON "sd_access_tokens" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_access_tokens_school_idx" ON "sd_access_tokens" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_users_email_key" ON "sd_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sd_users_school_type_idx" ON "sd_users" USING btree ("sd_school_id","sd_user_type_id");--> statement-breakpoint
CREATE INDEX "sd_menu_items_type_idx" ON "sd_menu_items" USING btree ("sd_user_type_id","sort_order");