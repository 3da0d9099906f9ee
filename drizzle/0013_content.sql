CREATE TABLE "sd_announcement_recipients" (
	"sd_announcement_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	"address" text,
	"sd_message_id" integer,
	"read_at" timestamp with time zone,
	CONSTRAINT "sd_announcement_recipients_sd_announcement_id_sd_user_id_pk" PRIMARY KEY("sd_announcement_id","sd_user_id")
);
--> statement-breakpoint
CREATE TABLE "sd_announcements" (
	"sd_announcement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_announcements_sd_announcement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"channel" text DEFAULT 'app' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sd_job_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_chat_conversations" (
	"sd_chat_conversation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_chat_conversations_sd_chat_conversation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"other_user_id" integer NOT NULL,
	"staff_last_read" integer DEFAULT 0 NOT NULL,
	"other_last_read" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_chat_messages" (
	"sd_chat_message_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_chat_messages_sd_chat_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_chat_conversation_id" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_content_settings" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"student_chat" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_poll_options" (
	"sd_poll_option_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_poll_options_sd_poll_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_poll_id" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_poll_votes" (
	"sd_poll_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"sd_poll_option_id" integer NOT NULL,
	"sd_school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sd_poll_votes_sd_poll_id_sd_user_id_pk" PRIMARY KEY("sd_poll_id","sd_user_id")
);
--> statement-breakpoint
CREATE TABLE "sd_polls" (
	"sd_poll_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_polls_sd_poll_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"question" text NOT NULL,
	"description" text,
	"audience" text NOT NULL,
	"closes_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_posts" (
	"sd_post_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_posts_sd_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"kind" text DEFAULT 'news' NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_announcement_recipients" ADD CONSTRAINT "sd_announcement_recipients_sd_announcement_id_sd_announcements_sd_announcement_id_fk" FOREIGN KEY ("sd_announcement_id") REFERENCES "public"."sd_announcements"("sd_announcement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_announcement_recipients" ADD CONSTRAINT "sd_announcement_recipients_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_announcement_recipients" ADD CONSTRAINT "sd_announcement_recipients_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_announcement_recipients" ADD CONSTRAINT "sd_announcement_recipients_sd_message_id_sd_messages_sd_message_id_fk" FOREIGN KEY ("sd_message_id") REFERENCES "public"."sd_messages"("sd_message_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_announcements" ADD CONSTRAINT "sd_announcements_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_announcements" ADD CONSTRAINT "sd_announcements_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_chat_conversations" ADD CONSTRAINT "sd_chat_conversations_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_chat_conversations" ADD CONSTRAINT "sd_chat_conversations_staff_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_chat_conversations" ADD CONSTRAINT "sd_chat_conversations_other_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_chat_messages" ADD CONSTRAINT "sd_chat_messages_sd_chat_conversation_id_sd_chat_conversations_sd_chat_conversation_id_fk" FOREIGN KEY ("sd_chat_conversation_id") REFERENCES "public"."sd_chat_conversations"("sd_chat_conversation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_chat_messages" ADD CONSTRAINT "sd_chat_messages_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_chat_messages" ADD CONSTRAINT "sd_chat_messages_sender_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_content_settings" ADD CONSTRAINT "sd_content_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_poll_options" ADD CONSTRAINT "sd_poll_options_sd_poll_id_sd_polls_sd_poll_id_fk" FOREIGN KEY ("sd_poll_id") REFERENCES "public"."sd_polls"("sd_poll_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_poll_options" ADD CONSTRAINT "sd_poll_options_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_poll_votes" ADD CONSTRAINT "sd_poll_votes_sd_poll_id_sd_polls_sd_poll_id_fk" FOREIGN KEY ("sd_poll_id") REFERENCES "public"."sd_polls"("sd_poll_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_poll_votes" ADD CONSTRAINT "sd_poll_votes_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_poll_votes" ADD CONSTRAINT "sd_poll_votes_sd_poll_option_id_sd_poll_options_sd_poll_option_id_fk" FOREIGN KEY ("sd_poll_option_id") REFERENCES "public"."sd_poll_options"("sd_poll_option_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_poll_votes" ADD CONSTRAINT "sd_poll_votes_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_polls" ADD CONSTRAINT "sd_polls_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_polls" ADD CONSTRAINT "sd_polls_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_posts" ADD CONSTRAINT "sd_posts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_posts" ADD CONSTRAINT "sd_posts_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_announcement_recipients_user_idx" ON "sd_announcement_recipients" USING btree ("sd_user_id","read_at");--> statement-breakpoint
CREATE INDEX "sd_announcements_school_idx" ON "sd_announcements" USING btree ("sd_school_id","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_chat_conversations_pair_key" ON "sd_chat_conversations" USING btree ("sd_school_id","staff_user_id","other_user_id");--> statement-breakpoint
CREATE INDEX "sd_chat_conversations_other_idx" ON "sd_chat_conversations" USING btree ("other_user_id");--> statement-breakpoint
CREATE INDEX "sd_chat_messages_conversation_idx" ON "sd_chat_messages" USING btree ("sd_chat_conversation_id","sd_chat_message_id");--> statement-breakpoint
CREATE INDEX "sd_poll_options_poll_idx" ON "sd_poll_options" USING btree ("sd_poll_id");--> statement-breakpoint
CREATE INDEX "sd_poll_votes_option_idx" ON "sd_poll_votes" USING btree ("sd_poll_option_id");--> statement-breakpoint
CREATE INDEX "sd_polls_school_idx" ON "sd_polls" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_posts_school_idx" ON "sd_posts" USING btree ("sd_school_id","kind","status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_posts_school_title_key" ON "sd_posts" USING btree ("sd_school_id","kind","title");