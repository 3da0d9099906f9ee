CREATE TABLE "sd_class_requests" (
	"sd_class_request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_class_requests_sd_class_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_student_id" integer NOT NULL,
	"from_section_id" integer NOT NULL,
	"to_section_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_teaching_evaluations" (
	"sd_teaching_evaluation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_teaching_evaluations_sd_teaching_evaluation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_teacher_id" integer NOT NULL,
	"sd_teaching_assignment_id" integer,
	"observed_on" text NOT NULL,
	"scores" jsonb NOT NULL,
	"findings" text DEFAULT '' NOT NULL,
	"follow_up" text DEFAULT '' NOT NULL,
	"observer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_class_requests" ADD CONSTRAINT "sd_class_requests_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_class_requests" ADD CONSTRAINT "sd_class_requests_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_class_requests" ADD CONSTRAINT "sd_class_requests_sd_student_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_student_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_class_requests" ADD CONSTRAINT "sd_class_requests_from_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("from_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_class_requests" ADD CONSTRAINT "sd_class_requests_to_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("to_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_class_requests" ADD CONSTRAINT "sd_class_requests_requested_by_sd_users_sd_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_class_requests" ADD CONSTRAINT "sd_class_requests_decided_by_sd_users_sd_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_evaluations" ADD CONSTRAINT "sd_teaching_evaluations_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_evaluations" ADD CONSTRAINT "sd_teaching_evaluations_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_evaluations" ADD CONSTRAINT "sd_teaching_evaluations_sd_teacher_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_teacher_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_evaluations" ADD CONSTRAINT "sd_teaching_evaluations_sd_teaching_assignment_id_sd_teaching_assignments_sd_teaching_assignment_id_fk" FOREIGN KEY ("sd_teaching_assignment_id") REFERENCES "public"."sd_teaching_assignments"("sd_teaching_assignment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teaching_evaluations" ADD CONSTRAINT "sd_teaching_evaluations_observer_id_sd_users_sd_user_id_fk" FOREIGN KEY ("observer_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_class_requests_school_idx" ON "sd_class_requests" USING btree ("sd_school_id","sd_academic_year_id","status");--> statement-breakpoint
CREATE INDEX "sd_teaching_evaluations_school_idx" ON "sd_teaching_evaluations" USING btree ("sd_school_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_teaching_evaluations_teacher_idx" ON "sd_teaching_evaluations" USING btree ("sd_teacher_id");