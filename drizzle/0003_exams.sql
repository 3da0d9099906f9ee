CREATE TABLE "sd_exam_answers" (
	"sd_school_id" integer NOT NULL,
	"sd_exam_attempt_id" integer NOT NULL,
	"sd_exam_question_id" integer NOT NULL,
	"value" jsonb,
	"answered" boolean DEFAULT false NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"revision" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"score" real,
	"scored_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sd_exam_answers_sd_exam_attempt_id_sd_exam_question_id_pk" PRIMARY KEY("sd_exam_attempt_id","sd_exam_question_id")
);
--> statement-breakpoint
CREATE TABLE "sd_exam_attempts" (
	"sd_exam_attempt_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_attempts_sd_exam_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_exam_schedule_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"block_reason" text,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"layout" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"finish_reason" text,
	"last_seen_at" timestamp with time zone,
	"leave_count" integer DEFAULT 0 NOT NULL,
	"score" real,
	"max_score" real,
	"grade" real,
	"pending_essays" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_events" (
	"sd_exam_event_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_events_sd_exam_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_exam_schedule_id" integer NOT NULL,
	"sd_exam_attempt_id" integer,
	"sd_user_id" integer,
	"kind" text NOT NULL,
	"detail" jsonb,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_link_secrets" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_questions" (
	"sd_exam_question_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_questions_sd_exam_question_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_course_id" integer,
	"grade" integer,
	"sd_exam_stimulus_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"summary" text NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_schedule_questions" (
	"sd_school_id" integer NOT NULL,
	"sd_exam_schedule_id" integer NOT NULL,
	"sd_exam_question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sd_exam_schedule_questions_sd_exam_schedule_id_sd_exam_question_id_pk" PRIMARY KEY("sd_exam_schedule_id","sd_exam_question_id")
);
--> statement-breakpoint
CREATE TABLE "sd_exam_schedule_sections" (
	"sd_school_id" integer NOT NULL,
	"sd_exam_schedule_id" integer NOT NULL,
	"sd_section_id" integer NOT NULL,
	CONSTRAINT "sd_exam_schedule_sections_sd_exam_schedule_id_sd_section_id_pk" PRIMARY KEY("sd_exam_schedule_id","sd_section_id")
);
--> statement-breakpoint
CREATE TABLE "sd_exam_schedules" (
	"sd_exam_schedule_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_schedules_sd_exam_schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"sd_course_id" integer,
	"grade" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"token" text,
	"shuffle_questions" boolean DEFAULT true NOT NULL,
	"shuffle_options" boolean DEFAULT true NOT NULL,
	"result_visibility" text DEFAULT 'after_window' NOT NULL,
	"session" text,
	"room" text,
	"seb_required" boolean DEFAULT false NOT NULL,
	"seb_config_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"seb_browser_exam_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"record_leave" boolean DEFAULT true NOT NULL,
	"parent_schedule_id" integer,
	"selection" jsonb NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_stimuli" (
	"sd_exam_stimulus_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_stimuli_sd_exam_stimulus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_course_id" integer,
	"grade" integer,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_exam_answers" ADD CONSTRAINT "sd_exam_answers_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_answers" ADD CONSTRAINT "sd_exam_answers_sd_exam_attempt_id_sd_exam_attempts_sd_exam_attempt_id_fk" FOREIGN KEY ("sd_exam_attempt_id") REFERENCES "public"."sd_exam_attempts"("sd_exam_attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_answers" ADD CONSTRAINT "sd_exam_answers_sd_exam_question_id_sd_exam_questions_sd_exam_question_id_fk" FOREIGN KEY ("sd_exam_question_id") REFERENCES "public"."sd_exam_questions"("sd_exam_question_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_answers" ADD CONSTRAINT "sd_exam_answers_scored_by_sd_users_sd_user_id_fk" FOREIGN KEY ("scored_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_attempts" ADD CONSTRAINT "sd_exam_attempts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_attempts" ADD CONSTRAINT "sd_exam_attempts_sd_exam_schedule_id_sd_exam_schedules_sd_exam_schedule_id_fk" FOREIGN KEY ("sd_exam_schedule_id") REFERENCES "public"."sd_exam_schedules"("sd_exam_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_attempts" ADD CONSTRAINT "sd_exam_attempts_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_events" ADD CONSTRAINT "sd_exam_events_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_events" ADD CONSTRAINT "sd_exam_events_sd_exam_schedule_id_sd_exam_schedules_sd_exam_schedule_id_fk" FOREIGN KEY ("sd_exam_schedule_id") REFERENCES "public"."sd_exam_schedules"("sd_exam_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_link_secrets" ADD CONSTRAINT "sd_exam_link_secrets_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_questions" ADD CONSTRAINT "sd_exam_questions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_questions" ADD CONSTRAINT "sd_exam_questions_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_questions" ADD CONSTRAINT "sd_exam_questions_sd_exam_stimulus_id_sd_exam_stimuli_sd_exam_stimulus_id_fk" FOREIGN KEY ("sd_exam_stimulus_id") REFERENCES "public"."sd_exam_stimuli"("sd_exam_stimulus_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_questions" ADD CONSTRAINT "sd_exam_questions_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedule_questions" ADD CONSTRAINT "sd_exam_schedule_questions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedule_questions" ADD CONSTRAINT "sd_exam_schedule_questions_sd_exam_schedule_id_sd_exam_schedules_sd_exam_schedule_id_fk" FOREIGN KEY ("sd_exam_schedule_id") REFERENCES "public"."sd_exam_schedules"("sd_exam_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedule_questions" ADD CONSTRAINT "sd_exam_schedule_questions_sd_exam_question_id_sd_exam_questions_sd_exam_question_id_fk" FOREIGN KEY ("sd_exam_question_id") REFERENCES "public"."sd_exam_questions"("sd_exam_question_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedule_sections" ADD CONSTRAINT "sd_exam_schedule_sections_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedule_sections" ADD CONSTRAINT "sd_exam_schedule_sections_sd_exam_schedule_id_sd_exam_schedules_sd_exam_schedule_id_fk" FOREIGN KEY ("sd_exam_schedule_id") REFERENCES "public"."sd_exam_schedules"("sd_exam_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedule_sections" ADD CONSTRAINT "sd_exam_schedule_sections_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedules" ADD CONSTRAINT "sd_exam_schedules_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedules" ADD CONSTRAINT "sd_exam_schedules_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedules" ADD CONSTRAINT "sd_exam_schedules_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_schedules" ADD CONSTRAINT "sd_exam_schedules_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_stimuli" ADD CONSTRAINT "sd_exam_stimuli_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_stimuli" ADD CONSTRAINT "sd_exam_stimuli_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_stimuli" ADD CONSTRAINT "sd_exam_stimuli_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_exam_answers_school_idx" ON "sd_exam_answers" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_exam_attempts_key" ON "sd_exam_attempts" USING btree ("sd_exam_schedule_id","sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_exam_attempts_school_idx" ON "sd_exam_attempts" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_exam_attempts_user_idx" ON "sd_exam_attempts" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_exam_attempts_working_idx" ON "sd_exam_attempts" USING btree ("status","started_at");--> statement-breakpoint
CREATE INDEX "sd_exam_events_school_idx" ON "sd_exam_events" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_exam_events_schedule_idx" ON "sd_exam_events" USING btree ("sd_exam_schedule_id","sd_exam_event_id");--> statement-breakpoint
CREATE INDEX "sd_exam_questions_school_idx" ON "sd_exam_questions" USING btree ("sd_school_id","sd_course_id","grade","type");--> statement-breakpoint
CREATE INDEX "sd_exam_questions_stimulus_idx" ON "sd_exam_questions" USING btree ("sd_exam_stimulus_id");--> statement-breakpoint
CREATE INDEX "sd_exam_schedule_questions_school_idx" ON "sd_exam_schedule_questions" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_exam_schedule_questions_question_idx" ON "sd_exam_schedule_questions" USING btree ("sd_exam_question_id");--> statement-breakpoint
CREATE INDEX "sd_exam_schedule_sections_school_idx" ON "sd_exam_schedule_sections" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_exam_schedule_sections_section_idx" ON "sd_exam_schedule_sections" USING btree ("sd_section_id");--> statement-breakpoint
CREATE INDEX "sd_exam_schedules_school_idx" ON "sd_exam_schedules" USING btree ("sd_school_id","sd_academic_year_id","starts_at");--> statement-breakpoint
CREATE INDEX "sd_exam_schedules_course_idx" ON "sd_exam_schedules" USING btree ("sd_course_id");--> statement-breakpoint
CREATE INDEX "sd_exam_stimuli_school_idx" ON "sd_exam_stimuli" USING btree ("sd_school_id","sd_course_id","grade");