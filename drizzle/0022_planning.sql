CREATE TABLE "sd_kk_assessments" (
	"sd_school_id" integer NOT NULL,
	"sd_kk_project_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"sd_profile_subelement_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sd_kk_assessments_sd_kk_project_id_student_user_id_sd_profile_subelement_id_pk" PRIMARY KEY("sd_kk_project_id","student_user_id","sd_profile_subelement_id")
);
--> statement-breakpoint
CREATE TABLE "sd_kk_facilitators" (
	"sd_school_id" integer NOT NULL,
	"sd_kk_project_id" integer NOT NULL,
	"sd_user_id" integer NOT NULL,
	CONSTRAINT "sd_kk_facilitators_sd_kk_project_id_sd_user_id_pk" PRIMARY KEY("sd_kk_project_id","sd_user_id")
);
--> statement-breakpoint
CREATE TABLE "sd_kk_notes" (
	"sd_school_id" integer NOT NULL,
	"sd_kk_project_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"note" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sd_kk_notes_sd_kk_project_id_student_user_id_pk" PRIMARY KEY("sd_kk_project_id","student_user_id")
);
--> statement-breakpoint
CREATE TABLE "sd_kk_project_targets" (
	"sd_school_id" integer NOT NULL,
	"sd_kk_project_id" integer NOT NULL,
	"sd_profile_subelement_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sd_kk_project_targets_sd_kk_project_id_sd_profile_subelement_id_pk" PRIMARY KEY("sd_kk_project_id","sd_profile_subelement_id")
);
--> statement-breakpoint
CREATE TABLE "sd_kk_projects" (
	"sd_kk_project_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_kk_projects_sd_kk_project_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"framework" text NOT NULL,
	"sd_class_id" integer NOT NULL,
	"semester" text NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"coordinator_user_id" integer,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_profile_dimensions" (
	"sd_profile_dimension_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_profile_dimensions_sd_profile_dimension_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"framework" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sd_profile_dimensions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sd_profile_elements" (
	"sd_profile_element_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_profile_elements_sd_profile_element_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_profile_dimension_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sd_profile_elements_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sd_profile_subelements" (
	"sd_profile_subelement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_profile_subelements_sd_profile_subelement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_profile_element_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sd_profile_subelements_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sd_plan_documents" (
	"sd_plan_document_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_plan_documents_sd_plan_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"semester" text NOT NULL,
	"kind" text NOT NULL,
	"format" text DEFAULT 'full' NOT NULL,
	"curriculum" text NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"sd_course_id" integer NOT NULL,
	"sd_class_id" integer NOT NULL,
	"sd_plan_template_id" integer,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_plan_events" (
	"sd_plan_event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_plan_events_sd_plan_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_plan_document_id" integer NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"sd_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_plan_links" (
	"sd_school_id" integer NOT NULL,
	"sd_plan_document_id" integer NOT NULL,
	"ref_kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sd_plan_links_sd_plan_document_id_ref_kind_ref_id_pk" PRIMARY KEY("sd_plan_document_id","ref_kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "sd_plan_requirements" (
	"sd_plan_requirement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_plan_requirements_sd_plan_requirement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_academic_year_id" integer NOT NULL,
	"semester" text NOT NULL,
	"kind" text NOT NULL,
	"due_date" date,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "sd_plan_templates" (
	"sd_plan_template_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_plan_templates_sd_plan_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"curriculum" text NOT NULL,
	"format" text DEFAULT 'full' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subject" text,
	"phase" text,
	"sections" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_kk_assessments" ADD CONSTRAINT "sd_kk_assessments_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_assessments" ADD CONSTRAINT "sd_kk_assessments_sd_kk_project_id_sd_kk_projects_sd_kk_project_id_fk" FOREIGN KEY ("sd_kk_project_id") REFERENCES "public"."sd_kk_projects"("sd_kk_project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_assessments" ADD CONSTRAINT "sd_kk_assessments_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_assessments" ADD CONSTRAINT "sd_kk_assessments_sd_profile_subelement_id_sd_profile_subelements_sd_profile_subelement_id_fk" FOREIGN KEY ("sd_profile_subelement_id") REFERENCES "public"."sd_profile_subelements"("sd_profile_subelement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_assessments" ADD CONSTRAINT "sd_kk_assessments_updated_by_sd_users_sd_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_facilitators" ADD CONSTRAINT "sd_kk_facilitators_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_facilitators" ADD CONSTRAINT "sd_kk_facilitators_sd_kk_project_id_sd_kk_projects_sd_kk_project_id_fk" FOREIGN KEY ("sd_kk_project_id") REFERENCES "public"."sd_kk_projects"("sd_kk_project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_facilitators" ADD CONSTRAINT "sd_kk_facilitators_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_notes" ADD CONSTRAINT "sd_kk_notes_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_notes" ADD CONSTRAINT "sd_kk_notes_sd_kk_project_id_sd_kk_projects_sd_kk_project_id_fk" FOREIGN KEY ("sd_kk_project_id") REFERENCES "public"."sd_kk_projects"("sd_kk_project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_notes" ADD CONSTRAINT "sd_kk_notes_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_notes" ADD CONSTRAINT "sd_kk_notes_updated_by_sd_users_sd_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_project_targets" ADD CONSTRAINT "sd_kk_project_targets_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_project_targets" ADD CONSTRAINT "sd_kk_project_targets_sd_kk_project_id_sd_kk_projects_sd_kk_project_id_fk" FOREIGN KEY ("sd_kk_project_id") REFERENCES "public"."sd_kk_projects"("sd_kk_project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_project_targets" ADD CONSTRAINT "sd_kk_project_targets_sd_profile_subelement_id_sd_profile_subelements_sd_profile_subelement_id_fk" FOREIGN KEY ("sd_profile_subelement_id") REFERENCES "public"."sd_profile_subelements"("sd_profile_subelement_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_projects" ADD CONSTRAINT "sd_kk_projects_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_projects" ADD CONSTRAINT "sd_kk_projects_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_projects" ADD CONSTRAINT "sd_kk_projects_sd_class_id_sd_classes_sd_class_id_fk" FOREIGN KEY ("sd_class_id") REFERENCES "public"."sd_classes"("sd_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_kk_projects" ADD CONSTRAINT "sd_kk_projects_coordinator_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("coordinator_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_profile_elements" ADD CONSTRAINT "sd_profile_elements_sd_profile_dimension_id_sd_profile_dimensions_sd_profile_dimension_id_fk" FOREIGN KEY ("sd_profile_dimension_id") REFERENCES "public"."sd_profile_dimensions"("sd_profile_dimension_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_profile_subelements" ADD CONSTRAINT "sd_profile_subelements_sd_profile_element_id_sd_profile_elements_sd_profile_element_id_fk" FOREIGN KEY ("sd_profile_element_id") REFERENCES "public"."sd_profile_elements"("sd_profile_element_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_documents" ADD CONSTRAINT "sd_plan_documents_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_documents" ADD CONSTRAINT "sd_plan_documents_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_documents" ADD CONSTRAINT "sd_plan_documents_teacher_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_documents" ADD CONSTRAINT "sd_plan_documents_sd_course_id_sd_courses_sd_course_id_fk" FOREIGN KEY ("sd_course_id") REFERENCES "public"."sd_courses"("sd_course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_documents" ADD CONSTRAINT "sd_plan_documents_sd_class_id_sd_classes_sd_class_id_fk" FOREIGN KEY ("sd_class_id") REFERENCES "public"."sd_classes"("sd_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_documents" ADD CONSTRAINT "sd_plan_documents_sd_plan_template_id_sd_plan_templates_sd_plan_template_id_fk" FOREIGN KEY ("sd_plan_template_id") REFERENCES "public"."sd_plan_templates"("sd_plan_template_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_documents" ADD CONSTRAINT "sd_plan_documents_reviewed_by_sd_users_sd_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_events" ADD CONSTRAINT "sd_plan_events_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_events" ADD CONSTRAINT "sd_plan_events_sd_plan_document_id_sd_plan_documents_sd_plan_document_id_fk" FOREIGN KEY ("sd_plan_document_id") REFERENCES "public"."sd_plan_documents"("sd_plan_document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_events" ADD CONSTRAINT "sd_plan_events_sd_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("sd_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_links" ADD CONSTRAINT "sd_plan_links_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_links" ADD CONSTRAINT "sd_plan_links_sd_plan_document_id_sd_plan_documents_sd_plan_document_id_fk" FOREIGN KEY ("sd_plan_document_id") REFERENCES "public"."sd_plan_documents"("sd_plan_document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_requirements" ADD CONSTRAINT "sd_plan_requirements_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_requirements" ADD CONSTRAINT "sd_plan_requirements_sd_academic_year_id_sd_academic_years_sd_academic_year_id_fk" FOREIGN KEY ("sd_academic_year_id") REFERENCES "public"."sd_academic_years"("sd_academic_year_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_templates" ADD CONSTRAINT "sd_plan_templates_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_plan_templates" ADD CONSTRAINT "sd_plan_templates_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_kk_assessments_student_idx" ON "sd_kk_assessments" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "sd_kk_assessments_school_idx" ON "sd_kk_assessments" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_kk_facilitators_user_idx" ON "sd_kk_facilitators" USING btree ("sd_user_id");--> statement-breakpoint
CREATE INDEX "sd_kk_facilitators_school_idx" ON "sd_kk_facilitators" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_kk_notes_student_idx" ON "sd_kk_notes" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "sd_kk_notes_school_idx" ON "sd_kk_notes" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_kk_project_targets_school_idx" ON "sd_kk_project_targets" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_kk_projects_school_idx" ON "sd_kk_projects" USING btree ("sd_school_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_kk_projects_class_idx" ON "sd_kk_projects" USING btree ("sd_class_id");--> statement-breakpoint
CREATE INDEX "sd_profile_elements_dimension_idx" ON "sd_profile_elements" USING btree ("sd_profile_dimension_id");--> statement-breakpoint
CREATE INDEX "sd_profile_subelements_element_idx" ON "sd_profile_subelements" USING btree ("sd_profile_element_id");--> statement-breakpoint
CREATE INDEX "sd_plan_documents_school_idx" ON "sd_plan_documents" USING btree ("sd_school_id","sd_academic_year_id","semester");--> statement-breakpoint
CREATE INDEX "sd_plan_documents_teacher_idx" ON "sd_plan_documents" USING btree ("teacher_user_id","sd_academic_year_id");--> statement-breakpoint
CREATE INDEX "sd_plan_documents_status_idx" ON "sd_plan_documents" USING btree ("sd_school_id","status");--> statement-breakpoint
CREATE INDEX "sd_plan_events_school_idx" ON "sd_plan_events" USING btree ("sd_school_id","at");--> statement-breakpoint
CREATE INDEX "sd_plan_events_document_idx" ON "sd_plan_events" USING btree ("sd_plan_document_id");--> statement-breakpoint
CREATE INDEX "sd_plan_links_ref_idx" ON "sd_plan_links" USING btree ("ref_kind","ref_id");--> statement-breakpoint
CREATE INDEX "sd_plan_links_school_idx" ON "sd_plan_links" USING btree ("sd_school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_plan_requirements_key" ON "sd_plan_requirements" USING btree ("sd_school_id","sd_academic_year_id","semester","kind");--> statement-breakpoint
CREATE INDEX "sd_plan_templates_school_idx" ON "sd_plan_templates" USING btree ("sd_school_id","kind");--> statement-breakpoint
CREATE INDEX "sd_plan_templates_kind_idx" ON "sd_plan_templates" USING btree ("kind","role");