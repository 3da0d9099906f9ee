CREATE TABLE "sd_grade_assessments" (
	"sd_grade_assessment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_grade_assessments_sd_grade_assessment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_teaching_assignment_id" integer NOT NULL,
	"semester" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"objective" text,
	"sd_exam_schedule_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_grade_descriptions" (
	"sd_grade_description_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_grade_descriptions_sd_grade_description_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_teaching_assignment_id" integer NOT NULL,
	"semester" text NOT NULL,
	"student_user_id" integer NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_grade_scores" (
	"sd_grade_score_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_grade_scores_sd_grade_score_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_grade_assessment_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"score" real,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_grade_settings" (
	"sd_grade_setting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_grade_settings_sd_grade_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"semester" text DEFAULT '1' NOT NULL,
	"weights" jsonb NOT NULL,
	"report_date" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_rapor_entries" (
	"sd_rapor_entry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_rapor_entries_sd_rapor_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"semester" text NOT NULL,
	"student_user_id" integer NOT NULL,
	"sick" integer DEFAULT 0 NOT NULL,
	"permit" integer DEFAULT 0 NOT NULL,
	"absent" integer DEFAULT 0 NOT NULL,
	"kokurikuler" text,
	"extracurriculars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"homeroom_note" text,
	"promotion" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_rapor_releases" (
	"sd_rapor_release_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_rapor_releases_sd_rapor_release_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"semester" text NOT NULL,
	"release_date" text NOT NULL,
	"locked" boolean DEFAULT true NOT NULL,
	"released_by" integer,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_grade_assessments" ADD CONSTRAINT "sd_grade_assessments_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_assessments" ADD CONSTRAINT "sd_grade_assessments_sd_teaching_assignment_id_sd_teaching_assignments_sd_teaching_assignment_id_fk" FOREIGN KEY ("sd_teaching_assignment_id") REFERENCES "public"."sd_teaching_assignments"("sd_teaching_assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_descriptions" ADD CONSTRAINT "sd_grade_descriptions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_descriptions" ADD CONSTRAINT "sd_grade_descriptions_sd_teaching_assignment_id_sd_teaching_assignments_sd_teaching_assignment_id_fk" FOREIGN KEY ("sd_teaching_assignment_id") REFERENCES "public"."sd_teaching_assignments"("sd_teaching_assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_descriptions" ADD CONSTRAINT "sd_grade_descriptions_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_scores" ADD CONSTRAINT "sd_grade_scores_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_scores" ADD CONSTRAINT "sd_grade_scores_sd_grade_assessment_id_sd_grade_assessments_sd_grade_assessment_id_fk" FOREIGN KEY ("sd_grade_assessment_id") REFERENCES "public"."sd_grade_assessments"("sd_grade_assessment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_scores" ADD CONSTRAINT "sd_grade_scores_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_scores" ADD CONSTRAINT "sd_grade_scores_updated_by_sd_users_sd_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_settings" ADD CONSTRAINT "sd_grade_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_grade_settings" ADD CONSTRAINT "sd_grade_settings_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_rapor_entries" ADD CONSTRAINT "sd_rapor_entries_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_rapor_entries" ADD CONSTRAINT "sd_rapor_entries_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_rapor_entries" ADD CONSTRAINT "sd_rapor_entries_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_rapor_releases" ADD CONSTRAINT "sd_rapor_releases_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_rapor_releases" ADD CONSTRAINT "sd_rapor_releases_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_rapor_releases" ADD CONSTRAINT "sd_rapor_releases_released_by_sd_users_sd_user_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_grade_assessments_school_idx" ON "sd_grade_assessments" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_grade_assessments_ta_idx" ON "sd_grade_assessments" USING btree ("sd_teaching_assignment_id","semester");--> statement-breakpoint
CREATE INDEX "sd_grade_descriptions_school_idx" ON "sd_grade_descriptions" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_grade_descriptions_key" ON "sd_grade_descriptions" USING btree ("sd_teaching_assignment_id","semester","student_user_id");--> statement-breakpoint
CREATE INDEX "sd_grade_scores_school_idx" ON "sd_grade_scores" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_grade_scores_key" ON "sd_grade_scores" USING btree ("sd_grade_assessment_id","student_user_id");--> statement-breakpoint
CREATE INDEX "sd_grade_scores_student_idx" ON "sd_grade_scores" USING btree ("student_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_grade_settings_key" ON "sd_grade_settings" USING btree ("sd_school_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_rapor_entries_school_idx" ON "sd_rapor_entries" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_rapor_entries_key" ON "sd_rapor_entries" USING btree ("sd_academic_year_id","semester","student_user_id");--> statement-breakpoint
CREATE INDEX "sd_rapor_releases_school_idx" ON "sd_rapor_releases" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_rapor_releases_key" ON "sd_rapor_releases" USING btree ("sd_school_id","sd_academic_year_id","semester");