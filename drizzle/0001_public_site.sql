CREATE TABLE "sd_contact_messages" (
	"sd_contact_message_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_contact_messages_sd_contact_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sd_ppdb_registrations" (
	"sd_ppdb_registration_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_ppdb_registrations_sd_ppdb_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"registration_number" text NOT NULL,
	"ppdb_period_key" text NOT NULL,
	"academic_year" text NOT NULL,
	"pathway" text NOT NULL,
	"major" text,
	"full_name" text NOT NULL,
	"nik" text NOT NULL,
	"nisn" text,
	"gender" text NOT NULL,
	"birth_place" text NOT NULL,
	"birth_date" date NOT NULL,
	"religion" text NOT NULL,
	"address" text NOT NULL,
	"previous_school" text,
	"guardian_name" text NOT NULL,
	"guardian_relation" text NOT NULL,
	"guardian_phone" text NOT NULL,
	"guardian_email" text,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_contact_messages" ADD CONSTRAINT "sd_contact_messages_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_ppdb_registrations" ADD CONSTRAINT "sd_ppdb_registrations_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_contact_messages_school_idx" ON "sd_contact_messages" USING btree ("sd_school_id");--> statement-breakpoint
CREATE INDEX "sd_contact_messages_ip_idx" ON "sd_contact_messages" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_ppdb_registrations_number_key" ON "sd_ppdb_registrations" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "sd_ppdb_registrations_school_idx" ON "sd_ppdb_registrations" USING btree ("sd_school_id","ppdb_period_key");--> statement-breakpoint
CREATE INDEX "sd_ppdb_registrations_ip_idx" ON "sd_ppdb_registrations" USING btree ("ip_hash","created_at");