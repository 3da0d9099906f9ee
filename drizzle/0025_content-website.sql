CREATE TABLE "sd_graduation_contents" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"title" text DEFAULT 'Pengumuman Kelulusan' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_site_album_photos" (
	"sd_site_album_photo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_site_album_photos_sd_site_album_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_site_album_id" integer NOT NULL,
	"image" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_site_albums" (
	"sd_site_album_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_site_albums_sd_site_album_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"title" text NOT NULL,
	"album_date" date NOT NULL,
	"description" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_site_features" (
	"sd_site_feature_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_site_features_sd_site_feature_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text DEFAULT 'book' NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_site_figures" (
	"sd_site_figure_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_site_figures_sd_site_figure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"label" text NOT NULL,
	"source" text NOT NULL,
	"manual_value" integer,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_site_sliders" (
	"sd_site_slider_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_site_sliders_sd_site_slider_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"title" text NOT NULL,
	"caption" text,
	"image" text,
	"link" text,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_site_social" (
	"sd_site_social_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_site_social_sd_site_social_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_site_speeches" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"principal_name" text DEFAULT '' NOT NULL,
	"principal_title" text DEFAULT 'Kepala Sekolah' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"photo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_site_videos" (
	"sd_site_video_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_site_videos_sd_site_video_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"title" text NOT NULL,
	"video_url" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_student_achievements" (
	"sd_student_achievement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_student_achievements_sd_student_achievement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"organizer" text,
	"achieved_on" date NOT NULL,
	"description" text,
	"show_on_site" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_graduation_contents" ADD CONSTRAINT "sd_graduation_contents_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_album_photos" ADD CONSTRAINT "sd_site_album_photos_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_album_photos" ADD CONSTRAINT "sd_site_album_photos_sd_site_album_id_sd_site_albums_sd_site_album_id_fk" FOREIGN KEY ("sd_site_album_id") REFERENCES "public"."sd_site_albums"("sd_site_album_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_album_photos" ADD CONSTRAINT "sd_site_album_photos_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_albums" ADD CONSTRAINT "sd_site_albums_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_features" ADD CONSTRAINT "sd_site_features_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_figures" ADD CONSTRAINT "sd_site_figures_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_sliders" ADD CONSTRAINT "sd_site_sliders_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_social" ADD CONSTRAINT "sd_site_social_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_speeches" ADD CONSTRAINT "sd_site_speeches_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_site_videos" ADD CONSTRAINT "sd_site_videos_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_student_achievements" ADD CONSTRAINT "sd_student_achievements_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_student_achievements" ADD CONSTRAINT "sd_student_achievements_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_site_album_photos_album_idx" ON "sd_site_album_photos" USING btree ("sd_site_album_id","sd_site_album_photo_id");--> statement-breakpoint
CREATE INDEX "sd_site_albums_school_idx" ON "sd_site_albums" USING btree ("sd_school_id","album_date");--> statement-breakpoint
CREATE INDEX "sd_site_features_school_idx" ON "sd_site_features" USING btree ("sd_school_id","sort_order");--> statement-breakpoint
CREATE INDEX "sd_site_figures_school_idx" ON "sd_site_figures" USING btree ("sd_school_id","sort_order");--> statement-breakpoint
CREATE INDEX "sd_site_sliders_school_idx" ON "sd_site_sliders" USING btree ("sd_school_id","sort_order");--> statement-breakpoint
CREATE INDEX "sd_site_social_school_idx" ON "sd_site_social" USING btree ("sd_school_id","sort_order");--> statement-breakpoint
CREATE INDEX "sd_site_videos_school_idx" ON "sd_site_videos" USING btree ("sd_school_id","sort_order");--> statement-breakpoint
CREATE INDEX "sd_student_achievements_school_idx" ON "sd_student_achievements" USING btree ("sd_school_id","achieved_on");--> statement-breakpoint
CREATE INDEX "sd_student_achievements_user_idx" ON "sd_student_achievements" USING btree ("sd_user_id");