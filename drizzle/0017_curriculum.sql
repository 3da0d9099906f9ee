CREATE TABLE "sd_course_groups" (
	"sd_course_group_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_course_groups_sd_course_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_course_type_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_cur_course_profiles" (
	"sd_course_id" integer PRIMARY KEY NOT NULL,
	"sd_school_id" integer NOT NULL,
	"sd_cur_subject_id" integer,
	"sd_course_type_id" integer,
	"sd_course_group_id" integer
);
--> statement-breakpoint
CREATE TABLE "sd_course_types" (
	"sd_course_type_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_course_types_sd_course_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer
);
--> statement-breakpoint
CREATE TABLE "sd_cur_atps" (
	"sd_cur_atp_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_cur_atps_sd_cur_atp_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"sd_cur_subject_id" integer NOT NULL,
	"sd_course_id" integer,
	"phase" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"copied_from_id" integer,
	"created_by" integer,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_cur_cps" (
	"sd_cur_cp_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_cur_cps_sd_cur_cp_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"sd_cur_subject_id" integer NOT NULL,
	"phase" text NOT NULL,
	"element" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"copied_from_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_cur_kds" (
	"sd_cur_kd_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_cur_kds_sd_cur_kd_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"sd_cur_subject_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"ki_number" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"copied_from_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_cur_kis" (
	"sd_cur_ki_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_cur_kis_sd_cur_ki_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"stage" text NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"copied_from_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_cur_subjects" (
	"sd_cur_subject_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_cur_subjects_sd_cur_subject_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"curriculum" text DEFAULT 'both' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_cur_theme_kds" (
	"sd_school_id" integer NOT NULL,
	"sd_cur_theme_id" integer NOT NULL,
	"sd_cur_kd_id" integer NOT NULL,
	CONSTRAINT "sd_cur_theme_kds_sd_cur_theme_id_sd_cur_kd_id_pk" PRIMARY KEY("sd_cur_theme_id","sd_cur_kd_id")
);
--> statement-breakpoint
CREATE TABLE "sd_cur_themes" (
	"sd_cur_theme_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_cur_themes_sd_cur_theme_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sd_cur_tp_questions" (
	"sd_school_id" integer NOT NULL,
	"sd_cur_tp_id" integer NOT NULL,
	"sd_exam_question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sd_cur_tp_questions_sd_cur_tp_id_sd_exam_question_id_pk" PRIMARY KEY("sd_cur_tp_id","sd_exam_question_id")
);
--> statement-breakpoint
CREATE TABLE "sd_cur_tps" (
	"sd_cur_tp_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_cur_tps_sd_cur_tp_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"sd_cur_atp_id" integer NOT NULL,
	"sd_cur_cp_id" integer,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"grade" integer,
	"semester" text,
	"hours" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"copied_from_id" integer
);
--> statement-breakpoint
CREATE TABLE "sd_cur_grade_curricula" (
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_class_id" integer NOT NULL,
	"curriculum" text NOT NULL,
	CONSTRAINT "sd_cur_grade_curricula_sd_academic_year_id_sd_class_id_pk" PRIMARY KEY("sd_academic_year_id","sd_class_id")
);
--> statement-breakpoint
CREATE TABLE "sd_cur_grade_subjects" (
	"sd_cur_grade_subject_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_cur_grade_subjects_sd_cur_grade_subject_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_class_id" integer NOT NULL,
	"sd_course_id" integer NOT NULL,
	"in_rapor" boolean DEFAULT true NOT NULL,
	"rapor_name" text,
	"position" integer DEFAULT 0 NOT NULL,
	"sd_cur_atp_id" integer
);
--> statement-breakpoint
CREATE TABLE "sd_cur_score_predicates" (
	"sd_cur_score_predicate_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_cur_score_predicates_sd_cur_score_predicate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"letter" text NOT NULL,
	"min_score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_course_groups" ADD CONSTRAINT "sd_course_groups_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_course_groups" ADD CONSTRAINT "sd_course_groups_sd_course_type_id_sd_course_types_sd_course_type_id_fk" FOREIGN KEY ("sd_course_type_id") REFERENCES "public"."sd_course_types"("sd_course_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_course_profiles" ADD CONSTRAINT "sd_cur_course_profiles_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_course_profiles" ADD CONSTRAINT "sd_cur_course_profiles_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_course_profiles" ADD CONSTRAINT "sd_cur_course_profiles_sd_cur_subject_id_sd_cur_subjects_sd_cur_subject_id_fk" FOREIGN KEY ("sd_cur_subject_id") REFERENCES "public"."sd_cur_subjects"("sd_cur_subject_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_course_profiles" ADD CONSTRAINT "sd_cur_course_profiles_sd_course_type_id_sd_course_types_sd_course_type_id_fk" FOREIGN KEY ("sd_course_type_id") REFERENCES "public"."sd_course_types"("sd_course_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_course_profiles" ADD CONSTRAINT "sd_cur_course_profiles_sd_course_group_id_sd_course_groups_sd_course_group_id_fk" FOREIGN KEY ("sd_course_group_id") REFERENCES "public"."sd_course_groups"("sd_course_group_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_course_types" ADD CONSTRAINT "sd_course_types_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_atps" ADD CONSTRAINT "sd_cur_atps_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_atps" ADD CONSTRAINT "sd_cur_atps_sd_cur_subject_id_sd_cur_subjects_sd_cur_subject_id_fk" FOREIGN KEY ("sd_cur_subject_id") REFERENCES "public"."sd_cur_subjects"("sd_cur_subject_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_atps" ADD CONSTRAINT "sd_cur_atps_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_atps" ADD CONSTRAINT "sd_cur_atps_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_cps" ADD CONSTRAINT "sd_cur_cps_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_cps" ADD CONSTRAINT "sd_cur_cps_sd_cur_subject_id_sd_cur_subjects_sd_cur_subject_id_fk" FOREIGN KEY ("sd_cur_subject_id") REFERENCES "public"."sd_cur_subjects"("sd_cur_subject_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_kds" ADD CONSTRAINT "sd_cur_kds_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_kds" ADD CONSTRAINT "sd_cur_kds_sd_cur_subject_id_sd_cur_subjects_sd_cur_subject_id_fk" FOREIGN KEY ("sd_cur_subject_id") REFERENCES "public"."sd_cur_subjects"("sd_cur_subject_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_kis" ADD CONSTRAINT "sd_cur_kis_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_theme_kds" ADD CONSTRAINT "sd_cur_theme_kds_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_theme_kds" ADD CONSTRAINT "sd_cur_theme_kds_sd_cur_theme_id_sd_cur_themes_sd_cur_theme_id_fk" FOREIGN KEY ("sd_cur_theme_id") REFERENCES "public"."sd_cur_themes"("sd_cur_theme_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_theme_kds" ADD CONSTRAINT "sd_cur_theme_kds_sd_cur_kd_id_sd_cur_kds_sd_cur_kd_id_fk" FOREIGN KEY ("sd_cur_kd_id") REFERENCES "public"."sd_cur_kds"("sd_cur_kd_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_themes" ADD CONSTRAINT "sd_cur_themes_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_tp_questions" ADD CONSTRAINT "sd_cur_tp_questions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_tp_questions" ADD CONSTRAINT "sd_cur_tp_questions_sd_cur_tp_id_sd_cur_tps_sd_cur_tp_id_fk" FOREIGN KEY ("sd_cur_tp_id") REFERENCES "public"."sd_cur_tps"("sd_cur_tp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_tps" ADD CONSTRAINT "sd_cur_tps_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_tps" ADD CONSTRAINT "sd_cur_tps_sd_cur_atp_id_sd_cur_atps_sd_cur_atp_id_fk" FOREIGN KEY ("sd_cur_atp_id") REFERENCES "public"."sd_cur_atps"("sd_cur_atp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_tps" ADD CONSTRAINT "sd_cur_tps_sd_cur_cp_id_sd_cur_cps_sd_cur_cp_id_fk" FOREIGN KEY ("sd_cur_cp_id") REFERENCES "public"."sd_cur_cps"("sd_cur_cp_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_grade_curricula" ADD CONSTRAINT "sd_cur_grade_curricula_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_grade_curricula" ADD CONSTRAINT "sd_cur_grade_curricula_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_grade_curricula" ADD CONSTRAINT "sd_cur_grade_curricula_sd_class_id_sd_classes_sd_class_id_fk" FOREIGN KEY ("sd_class_id") REFERENCES "public"."sd_classes"("sd_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_grade_subjects" ADD CONSTRAINT "sd_cur_grade_subjects_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_grade_subjects" ADD CONSTRAINT "sd_cur_grade_subjects_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_grade_subjects" ADD CONSTRAINT "sd_cur_grade_subjects_sd_class_id_sd_classes_sd_class_id_fk" FOREIGN KEY ("sd_class_id") REFERENCES "public"."sd_classes"("sd_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_grade_subjects" ADD CONSTRAINT "sd_cur_grade_subjects_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_grade_subjects" ADD CONSTRAINT "sd_cur_grade_subjects_sd_cur_atp_id_sd_cur_atps_sd_cur_atp_id_fk" FOREIGN KEY ("sd_cur_atp_id") REFERENCES "public"."sd_cur_atps"("sd_cur_atp_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_cur_score_predicates" ADD CONSTRAINT "sd_cur_score_predicates_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_course_groups_school_idx" ON "sd_course_groups" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_course_groups_code_key" ON "sd_course_groups" USING btree ("sd_school_id","code");--> statement-breakpoint
CREATE INDEX "sd_cur_course_profiles_school_idx" ON "sd_cur_course_profiles" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_course_types_school_idx" ON "sd_course_types" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_course_types_code_key" ON "sd_course_types" USING btree ("sd_school_id","code");--> statement-breakpoint
CREATE INDEX "sd_cur_atps_owner_idx" ON "sd_cur_atps" USING btree ("sd_school_id","sd_cur_subject_id","phase");--> statement-breakpoint
CREATE INDEX "sd_cur_atps_course_idx" ON "sd_cur_atps" USING btree ("sd_course_id");--> statement-breakpoint
CREATE INDEX "sd_cur_cps_owner_idx" ON "sd_cur_cps" USING btree ("sd_school_id","sd_cur_subject_id","phase");--> statement-breakpoint
CREATE INDEX "sd_cur_cps_copied_idx" ON "sd_cur_cps" USING btree ("copied_from_id");--> statement-breakpoint
CREATE INDEX "sd_cur_kds_owner_idx" ON "sd_cur_kds" USING btree ("sd_school_id","sd_cur_subject_id","grade");--> statement-breakpoint
CREATE INDEX "sd_cur_kis_owner_idx" ON "sd_cur_kis" USING btree ("sd_school_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_cur_subjects_code_key" ON "sd_cur_subjects" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sd_cur_theme_kds_kd_idx" ON "sd_cur_theme_kds" USING btree ("sd_cur_kd_id");--> statement-breakpoint
CREATE INDEX "sd_cur_themes_school_idx" ON "sd_cur_themes" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_cur_themes_number_key" ON "sd_cur_themes" USING btree ("sd_school_id","grade","number");--> statement-breakpoint
CREATE INDEX "sd_cur_tp_questions_question_idx" ON "sd_cur_tp_questions" USING btree ("sd_school_id","sd_exam_question_id");--> statement-breakpoint
CREATE INDEX "sd_cur_tps_atp_idx" ON "sd_cur_tps" USING btree ("sd_cur_atp_id","position");--> statement-breakpoint
CREATE INDEX "sd_cur_tps_school_idx" ON "sd_cur_tps" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_cur_tps_cp_idx" ON "sd_cur_tps" USING btree ("sd_cur_cp_id");--> statement-breakpoint
CREATE INDEX "sd_cur_grade_curricula_school_idx" ON "sd_cur_grade_curricula" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_cur_grade_subjects_school_idx" ON "sd_cur_grade_subjects" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_cur_grade_subjects_key" ON "sd_cur_grade_subjects" USING btree ("sd_academic_year_id","sd_class_id","sd_course_id");--> statement-breakpoint
CREATE INDEX "sd_cur_grade_subjects_course_idx" ON "sd_cur_grade_subjects" USING btree ("sd_course_id");--> statement-breakpoint
CREATE INDEX "sd_cur_score_predicates_school_idx" ON "sd_cur_score_predicates" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_cur_score_predicates_key" ON "sd_cur_score_predicates" USING btree ("sd_school_id","letter");