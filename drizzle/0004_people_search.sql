CREATE INDEX "sd_users_name_search_idx" ON "sd_users" USING gin (to_tsvector('simple', "full_name"));--> statement-breakpoint
CREATE INDEX "sd_staff_profiles_nuptk_prefix_idx" ON "sd_staff_profiles" USING btree ("sd_school_id","nuptk" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sd_staff_profiles_nip_prefix_idx" ON "sd_staff_profiles" USING btree ("sd_school_id","nip" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sd_student_profiles_nisn_prefix_idx" ON "sd_student_profiles" USING btree ("sd_school_id","nisn" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sd_student_profiles_nis_prefix_idx" ON "sd_student_profiles" USING btree ("sd_school_id","nis" text_pattern_ops);