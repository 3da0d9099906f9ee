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
ALTER TABLE "sd_extracurricular_members" ADD CONSTRAINT "sd_extracurricular_members_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurricular_members" ADD CONSTRAINT "sd_extracurricular_members_sd_extracurricular_id_sd_extracurriculars_sd_extracurricular_id_fk" FOREIGN KEY ("sd_extracurricular_id") REFERENCES "public"."sd_extracurriculars"("sd_extracurricular_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurricular_members" ADD CONSTRAINT "sd_extracurricular_members_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurriculars" ADD CONSTRAINT "sd_extracurriculars_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_extracurriculars" ADD CONSTRAINT "sd_extracurriculars_coach_id_sd_users_sd_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sd_extracurricular_members_key" ON "sd_extracurricular_members" USING btree ("sd_extracurricular_id","sd_user_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_extracurricular_members_student_idx" ON "sd_extracurricular_members" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_extracurricular_members_school_idx" ON "sd_extracurricular_members" USING btree ("sd_school_id","status");--> statement-breakpoint
CREATE INDEX "sd_extracurriculars_school_idx" ON "sd_extracurriculars" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_extracurriculars_name_key" ON "sd_extracurriculars" USING btree ("sd_school_id","name");