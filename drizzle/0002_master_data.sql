CREATE TABLE "sd_audit_log" (
	"sd_audit_log_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_audit_log_sd_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"sd_user_id" integer NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_class_maps" (
	"sd_class_map_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_class_maps_sd_class_map_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_section_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_classes" (
	"sd_class_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_classes_sd_class_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"grade" integer NOT NULL,
	"phase" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sd_course_settings" (
	"sd_course_setting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_course_settings_sd_course_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_course_id" integer NOT NULL,
	"sd_class_id" integer NOT NULL,
	"kkm" integer NOT NULL,
	"hours_per_week" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_courses" (
	"sd_course_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_courses_sd_course_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"course_group" text NOT NULL,
	"sort_order" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_settings" (
	"sd_exam_setting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_settings_sd_exam_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"weight" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"shuffle_questions" boolean DEFAULT true NOT NULL,
	"shuffle_options" boolean DEFAULT true NOT NULL,
	"show_score" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_guardian_profiles" (
	"sd_user_id" integer PRIMARY KEY NOT NULL,
	"sd_school_id" integer NOT NULL,
	"relation" text NOT NULL,
	"nik" text,
	"phone" text,
	"occupation" text,
	"education" text,
	"address" text,
	"dapodik_id" text
);
--> statement-breakpoint
CREATE TABLE "sd_guardian_students" (
	"sd_school_id" integer NOT NULL,
	"guardian_user_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	CONSTRAINT "sd_guardian_students_guardian_user_id_student_user_id_pk" PRIMARY KEY("guardian_user_id","student_user_id")
);
--> statement-breakpoint
CREATE TABLE "sd_school_settings" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"principal_name" text,
	"principal_nip" text,
	"report_place" text,
	"time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"website" text,
	"student_profile_edit" boolean DEFAULT false NOT NULL,
	"guardian_sees_grades" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_sections" (
	"sd_section_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_sections_sd_section_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_class_id" integer NOT NULL,
	"name" text NOT NULL,
	"major" text,
	"homeroom_teacher_id" integer,
	"room" text,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "sd_staff_profiles" (
	"sd_user_id" integer PRIMARY KEY NOT NULL,
	"sd_school_id" integer NOT NULL,
	"nuptk" text,
	"nip" text,
	"nik" text,
	"gender" text NOT NULL,
	"birth_place" text,
	"birth_date" date,
	"religion" text,
	"employment_status" text,
	"position" text,
	"phone" text,
	"address" text,
	"dapodik_id" text
);
--> statement-breakpoint
CREATE TABLE "sd_student_profiles" (
	"sd_user_id" integer PRIMARY KEY NOT NULL,
	"sd_school_id" integer NOT NULL,
	"nisn" text,
	"nis" text,
	"nik" text,
	"gender" text NOT NULL,
	"birth_place" text,
	"birth_date" date,
	"religion" text,
	"address" text,
	"rt" text,
	"rw" text,
	"village" text,
	"district" text,
	"city" text,
	"postal_code" text,
	"phone" text,
	"father_name" text,
	"mother_name" text,
	"previous_school" text,
	"dapodik_id" text
);
--> statement-breakpoint
CREATE TABLE "sd_tasks" (
	"sd_task_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_tasks_sd_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_section_id" integer NOT NULL,
	"sd_course_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date NOT NULL,
	"max_score" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_teaching_assignments" (
	"sd_teaching_assignment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_teaching_assignments_sd_teaching_assignment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_course_id" integer NOT NULL,
	"sd_section_id" integer NOT NULL,
	"hours_per_week" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_teaching_settings" (
	"sd_teaching_setting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_teaching_settings_sd_teaching_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"semester" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"minutes_per_period" integer NOT NULL,
	"effective_weeks" integer NOT NULL,
	"school_days" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_user_roles" (
	"sd_user_role_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_user_roles_sd_user_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"role" text NOT NULL,
	"decree_number" text,
	"start_date" date,
	"end_date" date
);
--> statement-breakpoint
ALTER TABLE "sd_class_maps" ADD CONSTRAINT "sd_class_maps_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_class_maps" ADD CONSTRAINT "sd_class_maps_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_class_maps" ADD CONSTRAINT "sd_class_maps_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_class_maps" ADD CONSTRAINT "sd_class_maps_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_classes" ADD CONSTRAINT "sd_classes_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_course_settings" ADD CONSTRAINT "sd_course_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_course_settings" ADD CONSTRAINT "sd_course_settings_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_course_settings" ADD CONSTRAINT "sd_course_settings_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_course_settings" ADD CONSTRAINT "sd_course_settings_sd_class_id_sd_classes_sd_class_id_fk" FOREIGN KEY ("sd_class_id") REFERENCES "public"."sd_classes"("sd_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_courses" ADD CONSTRAINT "sd_courses_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_settings" ADD CONSTRAINT "sd_exam_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_settings" ADD CONSTRAINT "sd_exam_settings_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_guardian_profiles" ADD CONSTRAINT "sd_guardian_profiles_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_guardian_profiles" ADD CONSTRAINT "sd_guardian_profiles_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_guardian_students" ADD CONSTRAINT "sd_guardian_students_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_guardian_students" ADD CONSTRAINT "sd_guardian_students_guardian_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_guardian_students" ADD CONSTRAINT "sd_guardian_students_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_school_settings" ADD CONSTRAINT "sd_school_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_sections" ADD CONSTRAINT "sd_sections_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_sections" ADD CONSTRAINT "sd_sections_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_sections" ADD CONSTRAINT "sd_sections_sd_class_id_sd_classes_sd_class_id_fk" FOREIGN KEY ("sd_class_id") REFERENCES "public"."sd_classes"("sd_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_sections" ADD CONSTRAINT "sd_sections_homeroom_teacher_id_sd_users_sd_user_id_fk" FOREIGN KEY ("homeroom_teacher_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_staff_profiles" ADD CONSTRAINT "sd_staff_profiles_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_staff_profiles" ADD CONSTRAINT "sd_staff_profiles_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_student_profiles" ADD CONSTRAINT "sd_student_profiles_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_student_profiles" ADD CONSTRAINT "sd_student_profiles_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_tasks" ADD CONSTRAINT "sd_tasks_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_tasks" ADD CONSTRAINT "sd_tasks_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_tasks" ADD CONSTRAINT "sd_tasks_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_tasks" ADD CONSTRAINT "sd_tasks_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_tasks" ADD CONSTRAINT "sd_tasks_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_assignments" ADD CONSTRAINT "sd_teaching_assignments_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_assignments" ADD CONSTRAINT "sd_teaching_assignments_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_assignments" ADD CONSTRAINT "sd_teaching_assignments_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_assignments" ADD CONSTRAINT "sd_teaching_assignments_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_assignments" ADD CONSTRAINT "sd_teaching_assignments_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_settings" ADD CONSTRAINT "sd_teaching_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_settings" ADD CONSTRAINT "sd_teaching_settings_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_user_roles" ADD CONSTRAINT "sd_user_roles_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_user_roles" ADD CONSTRAINT "sd_user_roles_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_audit_log_school_idx" ON "sd_audit_log" USING btree ("sd_school_id","created_at");--> statement-breakpoint
CREATE INDEX "sd_audit_log_record_idx" ON "sd_audit_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "sd_class_maps_school_idx" ON "sd_class_maps" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_class_maps_student_key" ON "sd_class_maps" USING btree ("sd_academic_year_id","sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_class_maps_section_idx" ON "sd_class_maps" USING btree ("sd_section_id");--> statement-breakpoint
CREATE INDEX "sd_class_maps_user_idx" ON "sd_class_maps" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_classes_school_idx" ON "sd_classes" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_classes_name_key" ON "sd_classes" USING btree ("sd_school_id","name");--> statement-breakpoint
CREATE INDEX "sd_course_settings_school_idx" ON "sd_course_settings" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_course_settings_key" ON "sd_course_settings" USING btree ("sd_academic_year_id","sd_course_id","sd_class_id");--> statement-breakpoint
CREATE INDEX "sd_course_settings_course_idx" ON "sd_course_settings" USING btree ("sd_course_id");--> statement-breakpoint
CREATE INDEX "sd_course_settings_class_idx" ON "sd_course_settings" USING btree ("sd_class_id");--> statement-breakpoint
CREATE INDEX "sd_courses_school_idx" ON "sd_courses" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_courses_code_key" ON "sd_courses" USING btree ("sd_school_id","code");--> statement-breakpoint
CREATE INDEX "sd_exam_settings_school_idx" ON "sd_exam_settings" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_exam_settings_code_key" ON "sd_exam_settings" USING btree ("sd_academic_year_id","code");--> statement-breakpoint
CREATE INDEX "sd_guardian_profiles_school_idx" ON "sd_guardian_profiles" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_guardian_students_student_idx" ON "sd_guardian_students" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "sd_guardian_students_school_idx" ON "sd_guardian_students" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_sections_school_idx" ON "sd_sections" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_sections_name_key" ON "sd_sections" USING btree ("sd_academic_year_id","name");--> statement-breakpoint
CREATE INDEX "sd_sections_class_idx" ON "sd_sections" USING btree ("sd_class_id");--> statement-breakpoint
CREATE INDEX "sd_sections_homeroom_idx" ON "sd_sections" USING btree ("homeroom_teacher_id");--> statement-breakpoint
CREATE INDEX "sd_staff_profiles_school_idx" ON "sd_staff_profiles" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_staff_profiles_nuptk_key" ON "sd_staff_profiles" USING btree ("sd_school_id","nuptk");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_staff_profiles_nip_key" ON "sd_staff_profiles" USING btree ("sd_school_id","nip");--> statement-breakpoint
CREATE INDEX "sd_student_profiles_school_idx" ON "sd_student_profiles" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_student_profiles_nisn_key" ON "sd_student_profiles" USING btree ("sd_school_id","nisn");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_student_profiles_nis_key" ON "sd_student_profiles" USING btree ("sd_school_id","nis");--> statement-breakpoint
CREATE INDEX "sd_tasks_school_idx" ON "sd_tasks" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_tasks_year_idx" ON "sd_tasks" USING btree ("sd_academic_year_id","due_date");--> statement-breakpoint
CREATE INDEX "sd_tasks_section_idx" ON "sd_tasks" USING btree ("sd_section_id");--> statement-breakpoint
CREATE INDEX "sd_tasks_user_idx" ON "sd_tasks" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_tasks_course_idx" ON "sd_tasks" USING btree ("sd_course_id");--> statement-breakpoint
CREATE INDEX "sd_teaching_assignments_school_idx" ON "sd_teaching_assignments" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_teaching_assignments_key" ON "sd_teaching_assignments" USING btree ("sd_section_id","sd_course_id","sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_teaching_assignments_user_idx" ON "sd_teaching_assignments" USING btree ("sd_user_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_teaching_assignments_course_idx" ON "sd_teaching_assignments" USING btree ("sd_course_id");--> statement-breakpoint
CREATE INDEX "sd_teaching_settings_school_idx" ON "sd_teaching_settings" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_teaching_settings_key" ON "sd_teaching_settings" USING btree ("sd_academic_year_id","semester");--> statement-breakpoint
CREATE INDEX "sd_user_roles_school_idx" ON "sd_user_roles" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_user_roles_user_idx" ON "sd_user_roles" USING btree ("sd_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_academic_years_current_key" ON "sd_academic_years" USING btree ("sd_school_id") WHERE "sd_academic_years"."is_current";--> statement-breakpoint
CREATE INDEX "sd_users_school_type_name_idx" ON "sd_users" USING btree ("sd_school_id","sd_user_type_id","full_name","sd_user_id");