CREATE TABLE "sd_extracurricular_attendance" (
	"sd_extracurricular_session_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "sd_extracurricular_attendance_pk" PRIMARY KEY("sd_extracurricular_session_id","sd_user_id")
);
--> statement-breakpoint
CREATE TABLE "sd_extracurricular_sessions" (
	"sd_extracurricular_session_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_extracurricular_sessions_sd_extracurricular_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_extracurricular_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"session_date" date NOT NULL,
	"activity" text NOT NULL,
	"notes" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_room_posts" (
	"sd_room_post_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_room_posts_sd_room_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_room_thread_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_room_threads" (
	"sd_room_thread_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_room_threads_sd_room_thread_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_teaching_assignment_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"answer_post_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_conduct_notices" (
	"sd_user_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sd_conduct_notices_sd_user_id_sd_academic_year_id_threshold_pk" PRIMARY KEY("sd_user_id","sd_academic_year_id","threshold")
);
--> statement-breakpoint
CREATE TABLE "sd_conduct_points" (
	"sd_conduct_point_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_conduct_points_sd_conduct_point_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"occurred_on" date NOT NULL,
	"rule" text NOT NULL,
	"points" integer NOT NULL,
	"note" text,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_counseling_cases" (
	"sd_counseling_case_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_counseling_cases_sd_counseling_case_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"request_note" text,
	"preferred_time" text,
	"requested_by" integer,
	"counselor_id" integer,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sd_counseling_entries" (
	"sd_counseling_entry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_counseling_entries_sd_counseling_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_counseling_case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"happened_on" date NOT NULL,
	"body" text NOT NULL,
	"follow_up_on" date,
	"done_at" timestamp with time zone,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_duty_log_entries" (
	"sd_duty_log_entry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_duty_log_entries_sd_duty_log_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_duty_log_id" integer NOT NULL,
	"kind" text NOT NULL,
	"person_id" integer,
	"at_time" text,
	"description" text NOT NULL,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_duty_logs" (
	"sd_duty_log_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_duty_logs_sd_duty_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"duty_date" date NOT NULL,
	"summary" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_duty_rosters" (
	"sd_duty_roster_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_duty_rosters_sd_duty_roster_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"kind" text NOT NULL,
	"weekday" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_section_id" integer,
	"task" text
);
--> statement-breakpoint
CREATE TABLE "sd_guest_visits" (
	"sd_guest_visit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_guest_visits_sd_guest_visit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"institution" text,
	"phone" text,
	"purpose" text NOT NULL,
	"host_name" text,
	"host_id" integer,
	"visitors" integer DEFAULT 1 NOT NULL,
	"left_at" timestamp with time zone,
	"recorded_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_meeting_attendees" (
	"sd_meeting_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	CONSTRAINT "sd_meeting_attendees_sd_meeting_id_sd_user_id_pk" PRIMARY KEY("sd_meeting_id","sd_user_id")
);
--> statement-breakpoint
CREATE TABLE "sd_meetings" (
	"sd_meeting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_meetings_sd_meeting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"meeting_date" date NOT NULL,
	"start_time" text NOT NULL,
	"place" text NOT NULL,
	"agenda" text NOT NULL,
	"minutes" text,
	"decisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"leader_id" integer,
	"secretary_id" integer,
	"held_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_org_positions" (
	"sd_org_position_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_org_positions_sd_org_position_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"title" text NOT NULL,
	"holder_name" text,
	"holder_nip" text,
	"parent_id" integer,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_student_registers" (
	"sd_user_id" integer PRIMARY KEY NOT NULL,
	"sd_school_id" integer NOT NULL,
	"register_number" text NOT NULL,
	"entered_on" date,
	"entry_grade" text,
	"entry_basis" text DEFAULT 'baru' NOT NULL,
	"previous_school" text,
	"previous_diploma" text,
	"exit_on" date,
	"exit_reason" text,
	"exit_destination" text,
	"diploma_number" text,
	"notes" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_teacher_group_activities" (
	"sd_teacher_group_activity_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_teacher_group_activities_sd_teacher_group_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_teacher_group_id" integer NOT NULL,
	"activity_date" date NOT NULL,
	"topic" text NOT NULL,
	"notes" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_teacher_group_members" (
	"sd_teacher_group_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	CONSTRAINT "sd_teacher_group_members_sd_teacher_group_id_sd_user_id_pk" PRIMARY KEY("sd_teacher_group_id","sd_user_id")
);
--> statement-breakpoint
CREATE TABLE "sd_teacher_groups" (
	"sd_teacher_group_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_teacher_groups_sd_teacher_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sd_course_id" integer,
	"coordinator_id" integer,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_extracurricular_attendance" ADD CONSTRAINT "sd_extracurricular_attendance_sd_extracurricular_session_id_sd_extracurricular_sessions_sd_extracurricular_session_id_fk" FOREIGN KEY ("sd_extracurricular_session_id") REFERENCES "public"."sd_extracurricular_sessions"("sd_extracurricular_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurricular_attendance" ADD CONSTRAINT "sd_extracurricular_attendance_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurricular_attendance" ADD CONSTRAINT "sd_extracurricular_attendance_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurricular_sessions" ADD CONSTRAINT "sd_extracurricular_sessions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurricular_sessions" ADD CONSTRAINT "sd_extracurricular_sessions_sd_extracurricular_id_sd_extracurriculars_sd_extracurricular_id_fk" FOREIGN KEY ("sd_extracurricular_id") REFERENCES "public"."sd_extracurriculars"("sd_extracurricular_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurricular_sessions" ADD CONSTRAINT "sd_extracurricular_sessions_recorded_by_sd_users_sd_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_posts" ADD CONSTRAINT "sd_room_posts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_posts" ADD CONSTRAINT "sd_room_posts_sd_room_thread_id_sd_room_threads_sd_room_thread_id_fk" FOREIGN KEY ("sd_room_thread_id") REFERENCES "public"."sd_room_threads"("sd_room_thread_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_posts" ADD CONSTRAINT "sd_room_posts_author_id_sd_users_sd_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_threads" ADD CONSTRAINT "sd_room_threads_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_threads" ADD CONSTRAINT "sd_room_threads_sd_teaching_assignment_id_sd_teaching_assignments_sd_teaching_assignment_id_fk" FOREIGN KEY ("sd_teaching_assignment_id") REFERENCES "public"."sd_teaching_assignments"("sd_teaching_assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_room_threads" ADD CONSTRAINT "sd_room_threads_author_id_sd_users_sd_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_conduct_notices" ADD CONSTRAINT "sd_conduct_notices_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_conduct_notices" ADD CONSTRAINT "sd_conduct_notices_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_conduct_points" ADD CONSTRAINT "sd_conduct_points_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_conduct_points" ADD CONSTRAINT "sd_conduct_points_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_conduct_points" ADD CONSTRAINT "sd_conduct_points_recorded_by_sd_users_sd_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_counseling_cases" ADD CONSTRAINT "sd_counseling_cases_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_counseling_cases" ADD CONSTRAINT "sd_counseling_cases_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_counseling_cases" ADD CONSTRAINT "sd_counseling_cases_requested_by_sd_users_sd_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_counseling_cases" ADD CONSTRAINT "sd_counseling_cases_counselor_id_sd_users_sd_user_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_counseling_entries" ADD CONSTRAINT "sd_counseling_entries_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_counseling_entries" ADD CONSTRAINT "sd_counseling_entries_sd_counseling_case_id_sd_counseling_cases_sd_counseling_case_id_fk" FOREIGN KEY ("sd_counseling_case_id") REFERENCES "public"."sd_counseling_cases"("sd_counseling_case_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_counseling_entries" ADD CONSTRAINT "sd_counseling_entries_author_id_sd_users_sd_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_duty_log_entries" ADD CONSTRAINT "sd_duty_log_entries_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_duty_log_entries" ADD CONSTRAINT "sd_duty_log_entries_sd_duty_log_id_sd_duty_logs_sd_duty_log_id_fk" FOREIGN KEY ("sd_duty_log_id") REFERENCES "public"."sd_duty_logs"("sd_duty_log_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_duty_log_entries" ADD CONSTRAINT "sd_duty_log_entries_person_id_sd_users_sd_user_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_duty_log_entries" ADD CONSTRAINT "sd_duty_log_entries_recorded_by_sd_users_sd_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_duty_logs" ADD CONSTRAINT "sd_duty_logs_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_duty_logs" ADD CONSTRAINT "sd_duty_logs_updated_by_sd_users_sd_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_duty_rosters" ADD CONSTRAINT "sd_duty_rosters_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_duty_rosters" ADD CONSTRAINT "sd_duty_rosters_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_duty_rosters" ADD CONSTRAINT "sd_duty_rosters_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_guest_visits" ADD CONSTRAINT "sd_guest_visits_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_guest_visits" ADD CONSTRAINT "sd_guest_visits_host_id_sd_users_sd_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_guest_visits" ADD CONSTRAINT "sd_guest_visits_recorded_by_sd_users_sd_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_meeting_attendees" ADD CONSTRAINT "sd_meeting_attendees_sd_meeting_id_sd_meetings_sd_meeting_id_fk" FOREIGN KEY ("sd_meeting_id") REFERENCES "public"."sd_meetings"("sd_meeting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_meeting_attendees" ADD CONSTRAINT "sd_meeting_attendees_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_meeting_attendees" ADD CONSTRAINT "sd_meeting_attendees_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_meetings" ADD CONSTRAINT "sd_meetings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_meetings" ADD CONSTRAINT "sd_meetings_leader_id_sd_users_sd_user_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_meetings" ADD CONSTRAINT "sd_meetings_secretary_id_sd_users_sd_user_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_meetings" ADD CONSTRAINT "sd_meetings_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_org_positions" ADD CONSTRAINT "sd_org_positions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_student_registers" ADD CONSTRAINT "sd_student_registers_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_student_registers" ADD CONSTRAINT "sd_student_registers_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_student_registers" ADD CONSTRAINT "sd_student_registers_updated_by_sd_users_sd_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teacher_group_activities" ADD CONSTRAINT "sd_teacher_group_activities_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teacher_group_activities" ADD CONSTRAINT "sd_teacher_group_activities_sd_teacher_group_id_sd_teacher_groups_sd_teacher_group_id_fk" FOREIGN KEY ("sd_teacher_group_id") REFERENCES "public"."sd_teacher_groups"("sd_teacher_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teacher_group_activities" ADD CONSTRAINT "sd_teacher_group_activities_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teacher_group_members" ADD CONSTRAINT "sd_teacher_group_members_sd_teacher_group_id_sd_teacher_groups_sd_teacher_group_id_fk" FOREIGN KEY ("sd_teacher_group_id") REFERENCES "public"."sd_teacher_groups"("sd_teacher_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teacher_group_members" ADD CONSTRAINT "sd_teacher_group_members_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teacher_group_members" ADD CONSTRAINT "sd_teacher_group_members_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teacher_groups" ADD CONSTRAINT "sd_teacher_groups_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teacher_groups" ADD CONSTRAINT "sd_teacher_groups_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_teacher_groups" ADD CONSTRAINT "sd_teacher_groups_coordinator_id_sd_users_sd_user_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_extracurricular_attendance_school_idx" ON "sd_extracurricular_attendance" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_extracurricular_sessions_key" ON "sd_extracurricular_sessions" USING btree ("sd_extracurricular_id","session_date");--> statement-breakpoint
CREATE INDEX "sd_extracurricular_sessions_school_idx" ON "sd_extracurricular_sessions" USING btree ("sd_school_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_room_posts_thread_idx" ON "sd_room_posts" USING btree ("sd_room_thread_id","sd_room_post_id");--> statement-breakpoint
CREATE INDEX "sd_room_posts_school_idx" ON "sd_room_posts" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_room_threads_room_idx" ON "sd_room_threads" USING btree ("sd_teaching_assignment_id","last_post_at");--> statement-breakpoint
CREATE INDEX "sd_room_threads_school_idx" ON "sd_room_threads" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_conduct_notices_school_idx" ON "sd_conduct_notices" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_conduct_points_student_idx" ON "sd_conduct_points" USING btree ("sd_user_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_conduct_points_school_idx" ON "sd_conduct_points" USING btree ("sd_school_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_counseling_cases_school_idx" ON "sd_counseling_cases" USING btree ("sd_school_id","status");--> statement-breakpoint
CREATE INDEX "sd_counseling_cases_student_idx" ON "sd_counseling_cases" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_counseling_cases_requester_idx" ON "sd_counseling_cases" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "sd_counseling_entries_case_idx" ON "sd_counseling_entries" USING btree ("sd_counseling_case_id","happened_on");--> statement-breakpoint
CREATE INDEX "sd_counseling_entries_school_idx" ON "sd_counseling_entries" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_duty_log_entries_log_idx" ON "sd_duty_log_entries" USING btree ("sd_duty_log_id");--> statement-breakpoint
CREATE INDEX "sd_duty_log_entries_school_idx" ON "sd_duty_log_entries" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_duty_logs_key" ON "sd_duty_logs" USING btree ("sd_school_id","duty_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_duty_rosters_key" ON "sd_duty_rosters" USING btree ("sd_academic_year_id","kind","weekday","sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_duty_rosters_school_idx" ON "sd_duty_rosters" USING btree ("sd_school_id","sd_academic_year_id","kind");--> statement-breakpoint
CREATE INDEX "sd_guest_visits_school_idx" ON "sd_guest_visits" USING btree ("sd_school_id","arrived_at");--> statement-breakpoint
CREATE INDEX "sd_meeting_attendees_user_idx" ON "sd_meeting_attendees" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_meeting_attendees_school_idx" ON "sd_meeting_attendees" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_meetings_school_idx" ON "sd_meetings" USING btree ("sd_school_id","meeting_date");--> statement-breakpoint
CREATE INDEX "sd_org_positions_school_idx" ON "sd_org_positions" USING btree ("sd_school_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_student_registers_number_key" ON "sd_student_registers" USING btree ("sd_school_id","register_number");--> statement-breakpoint
CREATE INDEX "sd_teacher_group_activities_group_idx" ON "sd_teacher_group_activities" USING btree ("sd_teacher_group_id","activity_date");--> statement-breakpoint
CREATE INDEX "sd_teacher_group_activities_school_idx" ON "sd_teacher_group_activities" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_teacher_group_members_user_idx" ON "sd_teacher_group_members" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_teacher_group_members_school_idx" ON "sd_teacher_group_members" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_teacher_groups_name_key" ON "sd_teacher_groups" USING btree ("sd_school_id","name");