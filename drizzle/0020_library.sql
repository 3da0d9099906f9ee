ALTER TABLE "sd_library_loans" ADD COLUMN "fine_journal_no" text;--> statement-breakpoint
ALTER TABLE "sd_library_settings" ADD COLUMN "library_name" text;--> statement-breakpoint
ALTER TABLE "sd_library_settings" ADD COLUMN "head_name" text;--> statement-breakpoint
ALTER TABLE "sd_library_settings" ADD COLUMN "head_nip" text;--> statement-breakpoint
ALTER TABLE "sd_library_settings" ADD COLUMN "skip_holidays" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_library_settings" ADD COLUMN "fines_to_finance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_library_settings" ADD COLUMN "card_valid_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_library_stocktakes" ADD COLUMN "started_by" integer;--> statement-breakpoint
ALTER TABLE "sd_library_stocktakes" ADD COLUMN "missing_marked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sd_library_suggestions" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "sd_library_suggestions" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "sd_library_suggestions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sd_library_stocktakes" ADD CONSTRAINT "sd_library_stocktakes_started_by_sd_users_sd_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_suggestions" ADD CONSTRAINT "sd_library_suggestions_decided_by_sd_users_sd_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;