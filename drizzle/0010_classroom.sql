CREATE TABLE "sd_extracurricular_members" (
	"sd_extracurricular_member_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_extracurricular_members_sd_extracurricular_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_extracurricular_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"status" text NOT NULL,
	"predicate" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sd_extracurriculars" (
	"sd_extracurricular_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_extracurriculars_sd_extracurricular_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"coach_id" integer,
	"schedule" text,
	"place" text,
	"description" text,
	"quota" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_room_assignments" (
	"sd_room_assignment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_room_assignments_sd_room_assignment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_teaching_assignment_id" integer NOT NULL,
	"sd_room_meeting_id" integer,
	"title" text NOT NULL,
	"instructions" text,
	"due_at" timestamp with time zone NOT NULL,
	"accepted_types" jsonb NOT NULL,
	"rubric" text,
	"max_score" integer DEFAULT 100 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_room_material_views" (
	"sd_room_material_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sd_room_material_views_sd_room_material_id_sd_user_id_pk" PRIMARY KEY("sd_room_material_id","sd_user_id")
);
--> statement-breakpoint
CREATE TABLE "sd_room_materials" (
	"sd_room_material_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_room_materials_sd_room_material_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_room_meeting_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"url" text,
	"sd_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_room_meetings" (
	"sd_room_meeting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_room_meetings_sd_room_meeting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_teaching_assignment_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"meeting_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_room_submissions" (
	"sd_room_submission_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_room_submissions_sd_room_submission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_room_assignment_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"body" text,
	"file_ids" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"score" integer,
	"feedback" text,
	"graded_at" timestamp with time zone,
	"graded_by" integer
);
--> statement-breakpoint
ALTER TABLE "sd_extracurricular_members" ADD CONSTRAINT "sd_extracurricular_members_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurricular_members" ADD CONSTRAINT "sd_extracurricular_members_sd_extracurricular_id_sd_extracurriculars_sd_extracurricular_id_fk" FOREIGN KEY ("sd_extracurricular_id") REFERENCES "public"."sd_extracurriculars"("sd_extracurricular_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurricular_members" ADD CONSTRAINT "sd_extracurricular_members_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurriculars" ADD CONSTRAINT "sd_extracurriculars_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurriculars" ADD CONSTRAINT "sd_extracurriculars_coach_id_sd_users_sd_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_assignments" ADD CONSTRAINT "sd_room_assignments_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_assignments" ADD CONSTRAINT "sd_room_assignments_sd_teaching_assignment_id_sd_teaching_assignments_sd_teaching_assignment_id_fk" FOREIGN KEY ("sd_teaching_assignment_id") REFERENCES "public"."sd_teaching_assignments"("sd_teaching_assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_assignments" ADD CONSTRAINT "sd_room_assignments_sd_room_meeting_id_sd_room_meetings_sd_room_meeting_id_fk" FOREIGN KEY ("sd_room_meeting_id") REFERENCES "public"."sd_room_meetings"("sd_room_meeting_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_material_views" ADD CONSTRAINT "sd_room_material_views_sd_room_material_id_sd_room_materials_sd_room_material_id_fk" FOREIGN KEY ("sd_room_material_id") REFERENCES "public"."sd_room_materials"("sd_room_material_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_material_views" ADD CONSTRAINT "sd_room_material_views_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_material_views" ADD CONSTRAINT "sd_room_material_views_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_materials" ADD CONSTRAINT "sd_room_materials_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_materials" ADD CONSTRAINT "sd_room_materials_sd_room_meeting_id_sd_room_meetings_sd_room_meeting_id_fk" FOREIGN KEY ("sd_room_meeting_id") REFERENCES "public"."sd_room_meetings"("sd_room_meeting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_materials" ADD CONSTRAINT "sd_room_materials_sd_file_id_sd_files_sd_file_id_fk" FOREIGN KEY ("sd_file_id") REFERENCES "public"."sd_files"("sd_file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_meetings" ADD CONSTRAINT "sd_room_meetings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_meetings" ADD CONSTRAINT "sd_room_meetings_sd_teaching_assignment_id_sd_teaching_assignments_sd_teaching_assignment_id_fk" FOREIGN KEY ("sd_teaching_assignment_id") REFERENCES "public"."sd_teaching_assignments"("sd_teaching_assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_submissions" ADD CONSTRAINT "sd_room_submissions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_submissions" ADD CONSTRAINT "sd_room_submissions_sd_room_assignment_id_sd_room_assignments_sd_room_assignment_id_fk" FOREIGN KEY ("sd_room_assignment_id") REFERENCES "public"."sd_room_assignments"("sd_room_assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_submissions" ADD CONSTRAINT "sd_room_submissions_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_submissions" ADD CONSTRAINT "sd_room_submissions_graded_by_sd_users_sd_user_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sd_extracurricular_members_key" ON "sd_extracurricular_members" USING btree ("sd_extracurricular_id","sd_user_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_extracurricular_members_student_idx" ON "sd_extracurricular_members" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_extracurricular_members_school_idx" ON "sd_extracurricular_members" USING btree ("sd_school_id","status");--> statement-breakpoint
CREATE INDEX "sd_extracurriculars_school_idx" ON "sd_extracurriculars" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_extracurriculars_name_key" ON "sd_extracurriculars" USING btree ("sd_school_id","name");--> statement-breakpoint
CREATE INDEX "sd_room_assignments_room_idx" ON "sd_room_assignments" USING btree ("sd_teaching_assignment_id","due_at");--> statement-breakpoint
CREATE INDEX "sd_room_assignments_school_idx" ON "sd_room_assignments" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_room_material_views_school_idx" ON "sd_room_material_views" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_room_materials_meeting_idx" ON "sd_room_materials" USING btree ("sd_room_meeting_id");--> statement-breakpoint
CREATE INDEX "sd_room_materials_school_idx" ON "sd_room_materials" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_room_meetings_room_idx" ON "sd_room_meetings" USING btree ("sd_teaching_assignment_id","position");--> statement-breakpoint
CREATE INDEX "sd_room_meetings_school_idx" ON "sd_room_meetings" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_room_submissions_key" ON "sd_room_submissions" USING btree ("sd_room_assignment_id","sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_room_submissions_student_idx" ON "sd_room_submissions" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_room_submissions_school_idx" ON "sd_room_submissions" USING btree ("sd_school_id");