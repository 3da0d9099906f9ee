CREATE TABLE "sd_exam_allowed_apps" (
	"sd_exam_allowed_app_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_allowed_apps_sd_exam_allowed_app_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"config_key" text,
	"browser_exam_key" text,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_files" (
	"sd_exam_file_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_files_sd_exam_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_school_settings" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"default_duration_minutes" integer DEFAULT 90 NOT NULL,
	"default_shuffle_questions" boolean DEFAULT true NOT NULL,
	"default_shuffle_options" boolean DEFAULT true NOT NULL,
	"default_result_visibility" text DEFAULT 'after_window' NOT NULL,
	"default_token_required" boolean DEFAULT true NOT NULL,
	"default_record_leave" boolean DEFAULT true NOT NULL,
	"results_shown" boolean DEFAULT true NOT NULL,
	"allowed_platforms" text[] DEFAULT '{portal,app,seb}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_attempt_history" (
	"sd_exam_attempt_history_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_attempt_history_sd_exam_attempt_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_exam_schedule_id" integer NOT NULL,
	"sd_exam_attempt_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"finish_reason" text,
	"score" real,
	"max_score" real,
	"grade" real,
	"answers" jsonb NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_final_results" (
	"sd_exam_final_result_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_final_results_sd_exam_final_result_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_exam_schedule_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_exam_attempt_id" integer,
	"remedial_attempt_id" integer,
	"original_grade" real,
	"remedial_grade" real,
	"final_grade" real,
	"kkm" integer NOT NULL,
	"passed" boolean NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_by" integer
);
--> statement-breakpoint
CREATE TABLE "sd_exam_room_allocations" (
	"sd_exam_room_allocation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_room_allocations_sd_exam_room_allocation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_exam_schedule_id" integer NOT NULL,
	"sd_exam_room_id" integer NOT NULL,
	"sd_exam_session_time_id" integer,
	"proctor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_rooms" (
	"sd_exam_room_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_rooms_sd_exam_room_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"capacity" integer NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_exam_session_times" (
	"sd_exam_session_time_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_exam_session_times_sd_exam_session_time_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_exam_attempts" ADD COLUMN "sd_exam_room_allocation_id" integer;--> statement-breakpoint
ALTER TABLE "sd_exam_allowed_apps" ADD CONSTRAINT "sd_exam_allowed_apps_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_files" ADD CONSTRAINT "sd_exam_files_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_files" ADD CONSTRAINT "sd_exam_files_uploaded_by_sd_users_sd_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_school_settings" ADD CONSTRAINT "sd_exam_school_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_attempt_history" ADD CONSTRAINT "sd_exam_attempt_history_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_attempt_history" ADD CONSTRAINT "sd_exam_attempt_history_sd_exam_schedule_id_sd_exam_schedules_sd_exam_schedule_id_fk" FOREIGN KEY ("sd_exam_schedule_id") REFERENCES "public"."sd_exam_schedules"("sd_exam_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_attempt_history" ADD CONSTRAINT "sd_exam_attempt_history_sd_exam_attempt_id_sd_exam_attempts_sd_exam_attempt_id_fk" FOREIGN KEY ("sd_exam_attempt_id") REFERENCES "public"."sd_exam_attempts"("sd_exam_attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_attempt_history" ADD CONSTRAINT "sd_exam_attempt_history_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_attempt_history" ADD CONSTRAINT "sd_exam_attempt_history_by_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_final_results" ADD CONSTRAINT "sd_exam_final_results_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_final_results" ADD CONSTRAINT "sd_exam_final_results_sd_exam_schedule_id_sd_exam_schedules_sd_exam_schedule_id_fk" FOREIGN KEY ("sd_exam_schedule_id") REFERENCES "public"."sd_exam_schedules"("sd_exam_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_final_results" ADD CONSTRAINT "sd_exam_final_results_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_final_results" ADD CONSTRAINT "sd_exam_final_results_sd_exam_attempt_id_sd_exam_attempts_sd_exam_attempt_id_fk" FOREIGN KEY ("sd_exam_attempt_id") REFERENCES "public"."sd_exam_attempts"("sd_exam_attempt_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_final_results" ADD CONSTRAINT "sd_exam_final_results_remedial_attempt_id_sd_exam_attempts_sd_exam_attempt_id_fk" FOREIGN KEY ("remedial_attempt_id") REFERENCES "public"."sd_exam_attempts"("sd_exam_attempt_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_final_results" ADD CONSTRAINT "sd_exam_final_results_processed_by_sd_users_sd_user_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_room_allocations" ADD CONSTRAINT "sd_exam_room_allocations_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_room_allocations" ADD CONSTRAINT "sd_exam_room_allocations_sd_exam_schedule_id_sd_exam_schedules_sd_exam_schedule_id_fk" FOREIGN KEY ("sd_exam_schedule_id") REFERENCES "public"."sd_exam_schedules"("sd_exam_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_room_allocations" ADD CONSTRAINT "sd_exam_room_allocations_sd_exam_room_id_sd_exam_rooms_sd_exam_room_id_fk" FOREIGN KEY ("sd_exam_room_id") REFERENCES "public"."sd_exam_rooms"("sd_exam_room_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_room_allocations" ADD CONSTRAINT "sd_exam_room_allocations_sd_exam_session_time_id_sd_exam_session_times_sd_exam_session_time_id_fk" FOREIGN KEY ("sd_exam_session_time_id") REFERENCES "public"."sd_exam_session_times"("sd_exam_session_time_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_room_allocations" ADD CONSTRAINT "sd_exam_room_allocations_proctor_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("proctor_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_rooms" ADD CONSTRAINT "sd_exam_rooms_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_session_times" ADD CONSTRAINT "sd_exam_session_times_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_exam_session_times" ADD CONSTRAINT "sd_exam_session_times_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_exam_allowed_apps_school_idx" ON "sd_exam_allowed_apps" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_exam_files_school_idx" ON "sd_exam_files" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_exam_attempt_history_school_idx" ON "sd_exam_attempt_history" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_exam_attempt_history_attempt_idx" ON "sd_exam_attempt_history" USING btree ("sd_exam_attempt_id");--> statement-breakpoint
CREATE INDEX "sd_exam_attempt_history_schedule_idx" ON "sd_exam_attempt_history" USING btree ("sd_exam_schedule_id");--> statement-breakpoint
CREATE INDEX "sd_exam_attempt_history_user_idx" ON "sd_exam_attempt_history" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_exam_final_results_school_idx" ON "sd_exam_final_results" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_exam_final_results_key" ON "sd_exam_final_results" USING btree ("sd_exam_schedule_id","sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_exam_final_results_user_idx" ON "sd_exam_final_results" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_exam_room_allocations_school_idx" ON "sd_exam_room_allocations" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_exam_room_allocations_key" ON "sd_exam_room_allocations" USING btree ("sd_exam_schedule_id","sd_exam_room_id");--> statement-breakpoint
CREATE INDEX "sd_exam_room_allocations_room_idx" ON "sd_exam_room_allocations" USING btree ("sd_exam_room_id");--> statement-breakpoint
CREATE INDEX "sd_exam_room_allocations_session_idx" ON "sd_exam_room_allocations" USING btree ("sd_exam_session_time_id");--> statement-breakpoint
CREATE INDEX "sd_exam_room_allocations_proctor_idx" ON "sd_exam_room_allocations" USING btree ("proctor_user_id");--> statement-breakpoint
CREATE INDEX "sd_exam_rooms_school_idx" ON "sd_exam_rooms" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_exam_rooms_name_key" ON "sd_exam_rooms" USING btree ("sd_school_id","name");--> statement-breakpoint
CREATE INDEX "sd_exam_session_times_school_idx" ON "sd_exam_session_times" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_exam_session_times_name_key" ON "sd_exam_session_times" USING btree ("sd_academic_year_id","name");--> statement-breakpoint
CREATE INDEX "sd_exam_attempts_room_idx" ON "sd_exam_attempts" USING btree ("sd_exam_room_allocation_id");