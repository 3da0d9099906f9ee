CREATE TABLE "sd_files" (
	"sd_file_id" uuid PRIMARY KEY NOT NULL,
	"sd_school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_files" ADD CONSTRAINT "sd_files_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_files" ADD CONSTRAINT "sd_files_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_files_school_idx" ON "sd_files" USING btree ("sd_school_id","kind");--> statement-breakpoint
CREATE INDEX "sd_files_sha_idx" ON "sd_files" USING btree ("sd_school_id","sha256");