CREATE TABLE "sd_access_blocks" (
	"sd_access_block_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_access_blocks_sd_access_block_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" integer,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by" integer,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_notices" (
	"sd_school_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"sent" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_rules" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"late_tolerance_minutes" smallint DEFAULT 0 NOT NULL,
	"early_leave_tolerance_minutes" smallint DEFAULT 0 NOT NULL,
	"repeat_tap_minutes" smallint DEFAULT 2 NOT NULL,
	"auto_absent" boolean DEFAULT false NOT NULL,
	"notify_parents" boolean DEFAULT true NOT NULL,
	"notify_late" boolean DEFAULT true NOT NULL,
	"cutoff" text DEFAULT '09:00' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_lesson_meetings" (
	"sd_school_id" integer NOT NULL,
	"sd_timetable_slot_id" integer NOT NULL,
	"date" date NOT NULL,
	"topic" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"taken_by" integer,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_notice_optouts" (
	"guardian_user_id" integer PRIMARY KEY NOT NULL,
	"sd_school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_notice_runs" (
	"sd_school_id" integer NOT NULL,
	"date" date NOT NULL,
	"sd_job_id" integer
);
--> statement-breakpoint
CREATE TABLE "sd_pkl_companies" (
	"sd_pkl_company_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_pkl_companies_sd_pkl_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"field" text,
	"address" text,
	"contact_name" text,
	"contact_phone" text,
	"quota" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_pkl_days" (
	"sd_school_id" integer NOT NULL,
	"sd_pkl_placement_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"check_in_at" timestamp with time zone,
	"note" text,
	"source" text NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sd_pkl_journals" (
	"sd_pkl_journal_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_pkl_journals_sd_pkl_journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_pkl_placement_id" integer NOT NULL,
	"date" date NOT NULL,
	"activity" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"feedback" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_pkl_placements" (
	"sd_pkl_placement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_pkl_placements_sd_pkl_placement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_pkl_company_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"supervisor_user_id" integer NOT NULL,
	"mentor_user_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_qr_uses" (
	"sd_school_id" integer NOT NULL,
	"sd_attendance_device_id" integer NOT NULL,
	"window" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_shift_group_days" (
	"sd_school_id" integer NOT NULL,
	"sd_attendance_shift_group_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"sd_attendance_shift_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_shift_groups" (
	"sd_attendance_shift_group_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_attendance_shift_groups_sd_attendance_shift_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_shift_members" (
	"sd_school_id" integer NOT NULL,
	"sd_attendance_shift_group_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_shifts" (
	"sd_attendance_shift_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_attendance_shifts_sd_attendance_shift_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"check_in_from" text NOT NULL,
	"late_after" text NOT NULL,
	"check_out_from" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_attendance_devices" ADD COLUMN "qr_seconds" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_access_blocks" ADD CONSTRAINT "sd_access_blocks_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_access_blocks" ADD CONSTRAINT "sd_access_blocks_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_access_blocks" ADD CONSTRAINT "sd_access_blocks_blocked_by_sd_users_sd_user_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_access_blocks" ADD CONSTRAINT "sd_access_blocks_lifted_by_sd_users_sd_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_notices" ADD CONSTRAINT "sd_attendance_notices_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_notices" ADD CONSTRAINT "sd_attendance_notices_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_rules" ADD CONSTRAINT "sd_attendance_rules_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_lesson_meetings" ADD CONSTRAINT "sd_lesson_meetings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_lesson_meetings" ADD CONSTRAINT "sd_lesson_meetings_sd_timetable_slot_id_sd_timetable_slots_sd_timetable_slot_id_fk" FOREIGN KEY ("sd_timetable_slot_id") REFERENCES "public"."sd_timetable_slots"("sd_timetable_slot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_lesson_meetings" ADD CONSTRAINT "sd_lesson_meetings_taken_by_sd_users_sd_user_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_notice_optouts" ADD CONSTRAINT "sd_attendance_notice_optouts_guardian_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_notice_optouts" ADD CONSTRAINT "sd_attendance_notice_optouts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_notice_runs" ADD CONSTRAINT "sd_attendance_notice_runs_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_companies" ADD CONSTRAINT "sd_pkl_companies_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_days" ADD CONSTRAINT "sd_pkl_days_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_days" ADD CONSTRAINT "sd_pkl_days_sd_pkl_placement_id_sd_pkl_placements_sd_pkl_placement_id_fk" FOREIGN KEY ("sd_pkl_placement_id") REFERENCES "public"."sd_pkl_placements"("sd_pkl_placement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_days" ADD CONSTRAINT "sd_pkl_days_confirmed_by_sd_users_sd_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_journals" ADD CONSTRAINT "sd_pkl_journals_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_journals" ADD CONSTRAINT "sd_pkl_journals_sd_pkl_placement_id_sd_pkl_placements_sd_pkl_placement_id_fk" FOREIGN KEY ("sd_pkl_placement_id") REFERENCES "public"."sd_pkl_placements"("sd_pkl_placement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_journals" ADD CONSTRAINT "sd_pkl_journals_reviewed_by_sd_users_sd_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_placements" ADD CONSTRAINT "sd_pkl_placements_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_placements" ADD CONSTRAINT "sd_pkl_placements_sd_pkl_company_id_sd_pkl_companies_sd_pkl_company_id_fk" FOREIGN KEY ("sd_pkl_company_id") REFERENCES "public"."sd_pkl_companies"("sd_pkl_company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_placements" ADD CONSTRAINT "sd_pkl_placements_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_placements" ADD CONSTRAINT "sd_pkl_placements_supervisor_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("supervisor_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_pkl_placements" ADD CONSTRAINT "sd_pkl_placements_mentor_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("mentor_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_qr_uses" ADD CONSTRAINT "sd_attendance_qr_uses_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_qr_uses" ADD CONSTRAINT "sd_attendance_qr_uses_sd_attendance_device_id_sd_attendance_devices_sd_attendance_device_id_fk" FOREIGN KEY ("sd_attendance_device_id") REFERENCES "public"."sd_attendance_devices"("sd_attendance_device_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_qr_uses" ADD CONSTRAINT "sd_attendance_qr_uses_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_shift_group_days" ADD CONSTRAINT "sd_attendance_shift_group_days_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_shift_group_days" ADD CONSTRAINT "sd_attendance_shift_group_days_sd_attendance_shift_group_id_sd_attendance_shift_groups_sd_attendance_shift_group_id_fk" FOREIGN KEY ("sd_attendance_shift_group_id") REFERENCES "public"."sd_attendance_shift_groups"("sd_attendance_shift_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_shift_group_days" ADD CONSTRAINT "sd_attendance_shift_group_days_sd_attendance_shift_id_sd_attendance_shifts_sd_attendance_shift_id_fk" FOREIGN KEY ("sd_attendance_shift_id") REFERENCES "public"."sd_attendance_shifts"("sd_attendance_shift_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_shift_groups" ADD CONSTRAINT "sd_attendance_shift_groups_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_shift_members" ADD CONSTRAINT "sd_attendance_shift_members_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_shift_members" ADD CONSTRAINT "sd_attendance_shift_members_sd_attendance_shift_group_id_sd_attendance_shift_groups_sd_attendance_shift_group_id_fk" FOREIGN KEY ("sd_attendance_shift_group_id") REFERENCES "public"."sd_attendance_shift_groups"("sd_attendance_shift_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_shift_members" ADD CONSTRAINT "sd_attendance_shift_members_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_shifts" ADD CONSTRAINT "sd_attendance_shifts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_access_blocks_school_idx" ON "sd_access_blocks" USING btree ("sd_school_id","blocked_at");--> statement-breakpoint
CREATE INDEX "sd_access_blocks_user_idx" ON "sd_access_blocks" USING btree ("sd_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_notices_key" ON "sd_attendance_notices" USING btree ("student_user_id","date");--> statement-breakpoint
CREATE INDEX "sd_attendance_notices_school_idx" ON "sd_attendance_notices" USING btree ("sd_school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_lesson_meetings_key" ON "sd_lesson_meetings" USING btree ("sd_timetable_slot_id","date");--> statement-breakpoint
CREATE INDEX "sd_lesson_meetings_school_idx" ON "sd_lesson_meetings" USING btree ("sd_school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_notice_runs_key" ON "sd_attendance_notice_runs" USING btree ("sd_school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_pkl_companies_name_key" ON "sd_pkl_companies" USING btree ("sd_school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_pkl_days_key" ON "sd_pkl_days" USING btree ("sd_pkl_placement_id","date");--> statement-breakpoint
CREATE INDEX "sd_pkl_days_school_idx" ON "sd_pkl_days" USING btree ("sd_school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_pkl_journals_key" ON "sd_pkl_journals" USING btree ("sd_pkl_placement_id","date");--> statement-breakpoint
CREATE INDEX "sd_pkl_journals_school_idx" ON "sd_pkl_journals" USING btree ("sd_school_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_pkl_placements_student_key" ON "sd_pkl_placements" USING btree ("student_user_id","start_date");--> statement-breakpoint
CREATE INDEX "sd_pkl_placements_supervisor_idx" ON "sd_pkl_placements" USING btree ("supervisor_user_id");--> statement-breakpoint
CREATE INDEX "sd_pkl_placements_school_idx" ON "sd_pkl_placements" USING btree ("sd_school_id","sd_pkl_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_qr_uses_key" ON "sd_attendance_qr_uses" USING btree ("sd_attendance_device_id","window","sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_attendance_qr_uses_school_idx" ON "sd_attendance_qr_uses" USING btree ("sd_school_id","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_shift_group_days_key" ON "sd_attendance_shift_group_days" USING btree ("sd_attendance_shift_group_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_shift_groups_name_key" ON "sd_attendance_shift_groups" USING btree ("sd_school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_shift_members_user_key" ON "sd_attendance_shift_members" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_attendance_shift_members_group_idx" ON "sd_attendance_shift_members" USING btree ("sd_attendance_shift_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_shifts_name_key" ON "sd_attendance_shifts" USING btree ("sd_school_id","name");