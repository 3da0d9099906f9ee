CREATE TABLE "sd_absence_permits" (
	"sd_absence_permit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_absence_permits_sd_absence_permit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"sd_file_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_calendar_events" (
	"sd_calendar_event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_calendar_events_sd_calendar_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" text NOT NULL,
	"is_holiday" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_cards" (
	"sd_attendance_card_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_attendance_cards_sd_attendance_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"card_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_devices" (
	"sd_attendance_device_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_attendance_devices_sd_attendance_device_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"serial" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"device_key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_lesson_attendance" (
	"sd_school_id" integer NOT NULL,
	"sd_timetable_slot_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_lesson_hours" (
	"sd_lesson_hour_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_lesson_hours_sd_lesson_hour_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"period" smallint,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"label" text
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_month_locks" (
	"sd_school_id" integer NOT NULL,
	"sd_section_id" integer NOT NULL,
	"month" text NOT NULL,
	"locked_by" integer,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_school_hours" (
	"sd_school_id" integer NOT NULL,
	"audience" text NOT NULL,
	"check_in_from" text NOT NULL,
	"late_after" text NOT NULL,
	"check_out_from" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_section_days" (
	"sd_school_id" integer NOT NULL,
	"sd_section_id" integer NOT NULL,
	"date" date NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"taken_by" integer,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_staff_days" (
	"sd_attendance_staff_day_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_attendance_staff_days_sd_attendance_staff_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"check_in_at" timestamp with time zone,
	"check_out_at" timestamp with time zone,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_leave_minutes" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_student_days" (
	"sd_attendance_student_day_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_attendance_student_days_sd_attendance_student_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_section_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"check_in_at" timestamp with time zone,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"revision" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_attendance_taps" (
	"sd_attendance_tap_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_attendance_taps_sd_attendance_tap_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_attendance_device_id" integer,
	"pin" text NOT NULL,
	"sd_user_id" integer,
	"punched_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"punch" smallint DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_timetable_slots" (
	"sd_timetable_slot_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_timetable_slots_sd_timetable_slot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_section_id" integer NOT NULL,
	"sd_lesson_hour_id" integer NOT NULL,
	"sd_teaching_assignment_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"room" text
);
--> statement-breakpoint
ALTER TABLE "sd_absence_permits" ADD CONSTRAINT "sd_absence_permits_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_absence_permits" ADD CONSTRAINT "sd_absence_permits_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_absence_permits" ADD CONSTRAINT "sd_absence_permits_requested_by_sd_users_sd_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_absence_permits" ADD CONSTRAINT "sd_absence_permits_decided_by_sd_users_sd_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_calendar_events" ADD CONSTRAINT "sd_calendar_events_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_cards" ADD CONSTRAINT "sd_attendance_cards_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_cards" ADD CONSTRAINT "sd_attendance_cards_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_devices" ADD CONSTRAINT "sd_attendance_devices_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_lesson_attendance" ADD CONSTRAINT "sd_lesson_attendance_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_lesson_attendance" ADD CONSTRAINT "sd_lesson_attendance_sd_timetable_slot_id_sd_timetable_slots_sd_timetable_slot_id_fk" FOREIGN KEY ("sd_timetable_slot_id") REFERENCES "public"."sd_timetable_slots"("sd_timetable_slot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_lesson_attendance" ADD CONSTRAINT "sd_lesson_attendance_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_lesson_attendance" ADD CONSTRAINT "sd_lesson_attendance_updated_by_sd_users_sd_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_lesson_hours" ADD CONSTRAINT "sd_lesson_hours_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_month_locks" ADD CONSTRAINT "sd_attendance_month_locks_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_month_locks" ADD CONSTRAINT "sd_attendance_month_locks_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_month_locks" ADD CONSTRAINT "sd_attendance_month_locks_locked_by_sd_users_sd_user_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_school_hours" ADD CONSTRAINT "sd_attendance_school_hours_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_section_days" ADD CONSTRAINT "sd_attendance_section_days_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_section_days" ADD CONSTRAINT "sd_attendance_section_days_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_section_days" ADD CONSTRAINT "sd_attendance_section_days_taken_by_sd_users_sd_user_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_staff_days" ADD CONSTRAINT "sd_attendance_staff_days_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_staff_days" ADD CONSTRAINT "sd_attendance_staff_days_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_student_days" ADD CONSTRAINT "sd_attendance_student_days_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_student_days" ADD CONSTRAINT "sd_attendance_student_days_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_student_days" ADD CONSTRAINT "sd_attendance_student_days_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_student_days" ADD CONSTRAINT "sd_attendance_student_days_updated_by_sd_users_sd_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_taps" ADD CONSTRAINT "sd_attendance_taps_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_taps" ADD CONSTRAINT "sd_attendance_taps_sd_attendance_device_id_sd_attendance_devices_sd_attendance_device_id_fk" FOREIGN KEY ("sd_attendance_device_id") REFERENCES "public"."sd_attendance_devices"("sd_attendance_device_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_attendance_taps" ADD CONSTRAINT "sd_attendance_taps_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_timetable_slots" ADD CONSTRAINT "sd_timetable_slots_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_timetable_slots" ADD CONSTRAINT "sd_timetable_slots_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_timetable_slots" ADD CONSTRAINT "sd_timetable_slots_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_timetable_slots" ADD CONSTRAINT "sd_timetable_slots_sd_lesson_hour_id_sd_lesson_hours_sd_lesson_hour_id_fk" FOREIGN KEY ("sd_lesson_hour_id") REFERENCES "public"."sd_lesson_hours"("sd_lesson_hour_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_timetable_slots" ADD CONSTRAINT "sd_timetable_slots_sd_teaching_assignment_id_sd_teaching_assignments_sd_teaching_assignment_id_fk" FOREIGN KEY ("sd_teaching_assignment_id") REFERENCES "public"."sd_teaching_assignments"("sd_teaching_assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_timetable_slots" ADD CONSTRAINT "sd_timetable_slots_teacher_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_absence_permits_school_idx" ON "sd_absence_permits" USING btree ("sd_school_id","status");--> statement-breakpoint
CREATE INDEX "sd_absence_permits_student_idx" ON "sd_absence_permits" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "sd_calendar_events_school_idx" ON "sd_calendar_events" USING btree ("sd_school_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_cards_number_key" ON "sd_attendance_cards" USING btree ("sd_school_id","card_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_cards_user_key" ON "sd_attendance_cards" USING btree ("sd_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_devices_serial_key" ON "sd_attendance_devices" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "sd_attendance_devices_school_idx" ON "sd_attendance_devices" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_lesson_attendance_key" ON "sd_lesson_attendance" USING btree ("sd_timetable_slot_id","date","student_user_id");--> statement-breakpoint
CREATE INDEX "sd_lesson_attendance_school_idx" ON "sd_lesson_attendance" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_lesson_hours_key" ON "sd_lesson_hours" USING btree ("sd_school_id","day","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_month_locks_key" ON "sd_attendance_month_locks" USING btree ("sd_section_id","month");--> statement-breakpoint
CREATE INDEX "sd_attendance_month_locks_school_idx" ON "sd_attendance_month_locks" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_school_hours_key" ON "sd_attendance_school_hours" USING btree ("sd_school_id","audience");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_section_days_key" ON "sd_attendance_section_days" USING btree ("sd_section_id","date");--> statement-breakpoint
CREATE INDEX "sd_attendance_section_days_school_idx" ON "sd_attendance_section_days" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_staff_days_key" ON "sd_attendance_staff_days" USING btree ("sd_user_id","date");--> statement-breakpoint
CREATE INDEX "sd_attendance_staff_days_school_idx" ON "sd_attendance_staff_days" USING btree ("sd_school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_student_days_key" ON "sd_attendance_student_days" USING btree ("student_user_id","date");--> statement-breakpoint
CREATE INDEX "sd_attendance_student_days_section_idx" ON "sd_attendance_student_days" USING btree ("sd_section_id","date");--> statement-breakpoint
CREATE INDEX "sd_attendance_student_days_school_idx" ON "sd_attendance_student_days" USING btree ("sd_school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_attendance_taps_key" ON "sd_attendance_taps" USING btree ("sd_school_id","pin","punched_at");--> statement-breakpoint
CREATE INDEX "sd_attendance_taps_day_idx" ON "sd_attendance_taps" USING btree ("sd_school_id","punched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_timetable_slots_section_key" ON "sd_timetable_slots" USING btree ("sd_academic_year_id","sd_section_id","sd_lesson_hour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_timetable_slots_teacher_key" ON "sd_timetable_slots" USING btree ("sd_academic_year_id","teacher_user_id","sd_lesson_hour_id");--> statement-breakpoint
CREATE INDEX "sd_timetable_slots_school_idx" ON "sd_timetable_slots" USING btree ("sd_school_id");