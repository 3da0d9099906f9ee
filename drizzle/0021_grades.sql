CREATE TABLE "sd_final_exam_scores" (
	"sd_final_exam_score_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_final_exam_scores_sd_final_exam_score_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_course_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"score" real,
	"sd_exam_schedule_id" integer,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sd_grade_descriptions_key";--> statement-breakpoint
ALTER TABLE "sd_grade_assessments" ADD COLUMN "objective_id" integer;--> statement-breakpoint
ALTER TABLE "sd_grade_assessments" ADD COLUMN "aspect" text DEFAULT 'pengetahuan' NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_grade_assessments" ADD COLUMN "sd_room_assignment_id" integer;--> statement-breakpoint
ALTER TABLE "sd_grade_descriptions" ADD COLUMN "aspect" text DEFAULT 'pengetahuan' NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_grade_scores" ADD COLUMN "remedial" real;--> statement-breakpoint
ALTER TABLE "sd_grade_settings" ADD COLUMN "graduation" jsonb;--> statement-breakpoint
ALTER TABLE "sd_rapor_entries" ADD COLUMN "achievements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_rapor_entries" ADD COLUMN "attitude" jsonb;--> statement-breakpoint
ALTER TABLE "sd_rapor_entries" ADD COLUMN "pkl" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_rapor_entries" ADD COLUMN "absence_from" text;--> statement-breakpoint
ALTER TABLE "sd_rapor_entries" ADD COLUMN "absence_frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sd_final_exam_scores" ADD CONSTRAINT "sd_final_exam_scores_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_final_exam_scores" ADD CONSTRAINT "sd_final_exam_scores_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_final_exam_scores" ADD CONSTRAINT "sd_final_exam_scores_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_final_exam_scores_school_idx" ON "sd_final_exam_scores" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_final_exam_scores_key" ON "sd_final_exam_scores" USING btree ("sd_academic_year_id","sd_course_id","student_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_grade_descriptions_key" ON "sd_grade_descriptions" USING btree ("sd_teaching_assignment_id","semester","student_user_id","aspect");