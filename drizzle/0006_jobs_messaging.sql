CREATE TABLE "sd_jobs" (
	"sd_job_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_jobs_sd_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"sd_user_id" integer,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sd_messages" (
	"sd_message_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_messages_sd_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"channel" text NOT NULL,
	"provider" text,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"sd_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sd_messaging_settings" (
	"sd_messaging_setting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_messaging_settings_sd_messaging_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"sealed_config" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_jobs" ADD CONSTRAINT "sd_jobs_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_jobs" ADD CONSTRAINT "sd_jobs_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_messages" ADD CONSTRAINT "sd_messages_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_messages" ADD CONSTRAINT "sd_messages_sd_job_id_sd_jobs_sd_job_id_fk" FOREIGN KEY ("sd_job_id") REFERENCES "public"."sd_jobs"("sd_job_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_messaging_settings" ADD CONSTRAINT "sd_messaging_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_jobs_due_idx" ON "sd_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "sd_jobs_school_idx" ON "sd_jobs" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_messages_school_idx" ON "sd_messages" USING btree ("sd_school_id","created_at");--> statement-breakpoint
CREATE INDEX "sd_messages_created_idx" ON "sd_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_messaging_settings_school_channel_idx" ON "sd_messaging_settings" USING btree ("sd_school_id","channel");