CREATE TABLE "sd_ppdb_activities" (
	"sd_ppdb_activity_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_ppdb_activities_sd_ppdb_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_ppdb_setting_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"starts" date NOT NULL,
	"ends" date NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sd_ppdb_costs" (
	"sd_ppdb_cost_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_ppdb_costs_sd_ppdb_cost_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_ppdb_setting_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_ppdb_pathways" (
	"sd_ppdb_pathway_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_ppdb_pathways_sd_ppdb_pathway_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_ppdb_period_id" integer NOT NULL,
	"pathway" text NOT NULL,
	"quota" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_ppdb_periods" (
	"sd_ppdb_period_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_ppdb_periods_sd_ppdb_period_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_ppdb_setting_id" integer NOT NULL,
	"ppdb_period_key" text NOT NULL,
	"name" text NOT NULL,
	"opens" date NOT NULL,
	"closes" date NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_ppdb_reductions" (
	"sd_ppdb_reduction_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_ppdb_reductions_sd_ppdb_reduction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_ppdb_setting_id" integer NOT NULL,
	"name" text NOT NULL,
	"pathway" text,
	"percent" integer,
	"amount" bigint,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sd_ppdb_requirements" (
	"sd_ppdb_requirement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_ppdb_requirements_sd_ppdb_requirement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_ppdb_setting_id" integer NOT NULL,
	"name" text NOT NULL,
	"pathway" text,
	"required" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_ppdb_settings" (
	"sd_ppdb_setting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_ppdb_settings_sd_ppdb_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"academic_year" text NOT NULL,
	"name" text NOT NULL,
	"majors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_allowance_types" (
	"sd_allowance_type_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_allowance_types_sd_allowance_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sd_employee_allowances" (
	"sd_employee_allowance_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_employee_allowances_sd_employee_allowance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_allowance_type_id" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_employee_appendices" (
	"sd_employee_appendix_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_employee_appendices_sd_employee_appendix_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"document_number" text,
	"document_date" date,
	"sd_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_employee_groups" (
	"sd_employee_group_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_employee_groups_sd_employee_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"base_salary" bigint DEFAULT 0 NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sd_employee_records" (
	"sd_user_id" integer PRIMARY KEY NOT NULL,
	"sd_school_id" integer NOT NULL,
	"sd_employee_type_id" integer,
	"sd_employee_status_id" integer,
	"sd_employee_group_id" integer,
	"tmt_group" date,
	"sk_number" text,
	"tmt_appointment" date,
	"qualification" text,
	"certified" boolean DEFAULT false NOT NULL,
	"certificate_number" text,
	"nrg" text,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_salary" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_employee_statuses" (
	"sd_employee_status_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_employee_statuses_sd_employee_status_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sd_employee_types" (
	"sd_employee_type_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_employee_types_sd_employee_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sd_payroll_months" (
	"sd_payroll_month_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_payroll_months_sd_payroll_month_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_payslips" (
	"sd_payslip_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_payslips_sd_payslip_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_payroll_month_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"nip" text,
	"group_code" text,
	"position" text,
	"base_salary" bigint NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowance_total" bigint NOT NULL,
	"deduction_total" bigint NOT NULL,
	"net" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "sd_ppdb_period_id" integer;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "documents" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "distance_m" integer;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "report_average" integer;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "achievement_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "over_quota" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "student_user_id" integer;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "guardian_user_id" integer;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD COLUMN "reregistered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sd_ppdb_activities" ADD CONSTRAINT "sd_ppdb_activities_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_activities" ADD CONSTRAINT "sd_ppdb_activities_sd_ppdb_setting_id_sd_ppdb_settings_sd_ppdb_setting_id_fk" FOREIGN KEY ("sd_ppdb_setting_id") REFERENCES "public"."sd_ppdb_settings"("sd_ppdb_setting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_costs" ADD CONSTRAINT "sd_ppdb_costs_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_costs" ADD CONSTRAINT "sd_ppdb_costs_sd_ppdb_setting_id_sd_ppdb_settings_sd_ppdb_setting_id_fk" FOREIGN KEY ("sd_ppdb_setting_id") REFERENCES "public"."sd_ppdb_settings"("sd_ppdb_setting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_pathways" ADD CONSTRAINT "sd_ppdb_pathways_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_pathways" ADD CONSTRAINT "sd_ppdb_pathways_sd_ppdb_period_id_sd_ppdb_periods_sd_ppdb_period_id_fk" FOREIGN KEY ("sd_ppdb_period_id") REFERENCES "public"."sd_ppdb_periods"("sd_ppdb_period_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_periods" ADD CONSTRAINT "sd_ppdb_periods_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_periods" ADD CONSTRAINT "sd_ppdb_periods_sd_ppdb_setting_id_sd_ppdb_settings_sd_ppdb_setting_id_fk" FOREIGN KEY ("sd_ppdb_setting_id") REFERENCES "public"."sd_ppdb_settings"("sd_ppdb_setting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_reductions" ADD CONSTRAINT "sd_ppdb_reductions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_reductions" ADD CONSTRAINT "sd_ppdb_reductions_sd_ppdb_setting_id_sd_ppdb_settings_sd_ppdb_setting_id_fk" FOREIGN KEY ("sd_ppdb_setting_id") REFERENCES "public"."sd_ppdb_settings"("sd_ppdb_setting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_requirements" ADD CONSTRAINT "sd_ppdb_requirements_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_requirements" ADD CONSTRAINT "sd_ppdb_requirements_sd_ppdb_setting_id_sd_ppdb_settings_sd_ppdb_setting_id_fk" FOREIGN KEY ("sd_ppdb_setting_id") REFERENCES "public"."sd_ppdb_settings"("sd_ppdb_setting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_settings" ADD CONSTRAINT "sd_ppdb_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_allowance_types" ADD CONSTRAINT "sd_allowance_types_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_allowances" ADD CONSTRAINT "sd_employee_allowances_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_allowances" ADD CONSTRAINT "sd_employee_allowances_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_allowances" ADD CONSTRAINT "sd_employee_allowances_sd_allowance_type_id_sd_allowance_types_sd_allowance_type_id_fk" FOREIGN KEY ("sd_allowance_type_id") REFERENCES "public"."sd_allowance_types"("sd_allowance_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_appendices" ADD CONSTRAINT "sd_employee_appendices_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_appendices" ADD CONSTRAINT "sd_employee_appendices_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_groups" ADD CONSTRAINT "sd_employee_groups_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_records" ADD CONSTRAINT "sd_employee_records_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_records" ADD CONSTRAINT "sd_employee_records_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_records" ADD CONSTRAINT "sd_employee_records_sd_employee_type_id_sd_employee_types_sd_employee_type_id_fk" FOREIGN KEY ("sd_employee_type_id") REFERENCES "public"."sd_employee_types"("sd_employee_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_records" ADD CONSTRAINT "sd_employee_records_sd_employee_status_id_sd_employee_statuses_sd_employee_status_id_fk" FOREIGN KEY ("sd_employee_status_id") REFERENCES "public"."sd_employee_statuses"("sd_employee_status_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_records" ADD CONSTRAINT "sd_employee_records_sd_employee_group_id_sd_employee_groups_sd_employee_group_id_fk" FOREIGN KEY ("sd_employee_group_id") REFERENCES "public"."sd_employee_groups"("sd_employee_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_statuses" ADD CONSTRAINT "sd_employee_statuses_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_employee_types" ADD CONSTRAINT "sd_employee_types_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_payroll_months" ADD CONSTRAINT "sd_payroll_months_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_payroll_months" ADD CONSTRAINT "sd_payroll_months_closed_by_sd_users_sd_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_payslips" ADD CONSTRAINT "sd_payslips_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_payslips" ADD CONSTRAINT "sd_payslips_sd_payroll_month_id_sd_payroll_months_sd_payroll_month_id_fk" FOREIGN KEY ("sd_payroll_month_id") REFERENCES "public"."sd_payroll_months"("sd_payroll_month_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_payslips" ADD CONSTRAINT "sd_payslips_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_ppdb_activities_setting_idx" ON "sd_ppdb_activities" USING btree ("sd_school_id","sd_ppdb_setting_id");--> statement-breakpoint
CREATE INDEX "sd_ppdb_costs_setting_idx" ON "sd_ppdb_costs" USING btree ("sd_school_id","sd_ppdb_setting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_ppdb_pathways_key" ON "sd_ppdb_pathways" USING btree ("sd_ppdb_period_id","pathway");--> statement-breakpoint
CREATE INDEX "sd_ppdb_pathways_school_idx" ON "sd_ppdb_pathways" USING btree ("sd_school_id","sd_ppdb_period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_ppdb_periods_key" ON "sd_ppdb_periods" USING btree ("sd_school_id","ppdb_period_key");--> statement-breakpoint
CREATE INDEX "sd_ppdb_periods_setting_idx" ON "sd_ppdb_periods" USING btree ("sd_school_id","sd_ppdb_setting_id");--> statement-breakpoint
CREATE INDEX "sd_ppdb_reductions_setting_idx" ON "sd_ppdb_reductions" USING btree ("sd_school_id","sd_ppdb_setting_id");--> statement-breakpoint
CREATE INDEX "sd_ppdb_requirements_setting_idx" ON "sd_ppdb_requirements" USING btree ("sd_school_id","sd_ppdb_setting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_ppdb_settings_year_key" ON "sd_ppdb_settings" USING btree ("sd_school_id","academic_year");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_allowance_types_name_key" ON "sd_allowance_types" USING btree ("sd_school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_employee_allowances_key" ON "sd_employee_allowances" USING btree ("sd_user_id","sd_allowance_type_id");--> statement-breakpoint
CREATE INDEX "sd_employee_allowances_school_idx" ON "sd_employee_allowances" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_employee_appendices_school_idx" ON "sd_employee_appendices" USING btree ("sd_school_id","sd_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_employee_groups_code_key" ON "sd_employee_groups" USING btree ("sd_school_id","code");--> statement-breakpoint
CREATE INDEX "sd_employee_records_school_idx" ON "sd_employee_records" USING btree ("sd_school_id","sd_employee_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_employee_statuses_name_key" ON "sd_employee_statuses" USING btree ("sd_school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_employee_types_name_key" ON "sd_employee_types" USING btree ("sd_school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_payroll_months_key" ON "sd_payroll_months" USING btree ("sd_school_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_payslips_key" ON "sd_payslips" USING btree ("sd_payroll_month_id","sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_payslips_school_idx" ON "sd_payslips" USING btree ("sd_school_id","sd_payroll_month_id");--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD CONSTRAINT "sd_ppdb_registrations_sd_ppdb_period_id_sd_ppdb_periods_sd_ppdb_period_id_fk" FOREIGN KEY ("sd_ppdb_period_id") REFERENCES "public"."sd_ppdb_periods"("sd_ppdb_period_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD CONSTRAINT "sd_ppdb_registrations_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD CONSTRAINT "sd_ppdb_registrations_guardian_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_ppdb_registrations_period_idx" ON "sd_ppdb_registrations" USING btree ("sd_school_id","sd_ppdb_period_id","pathway","status");