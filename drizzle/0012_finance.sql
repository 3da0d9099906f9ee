CREATE TABLE "fin_accounts" (
	"fin_account_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_accounts_fin_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_cash" boolean DEFAULT false NOT NULL,
	"is_control" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_counters" (
	"sd_school_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "fin_counters_sd_school_id_key_pk" PRIMARY KEY("sd_school_id","key")
);
--> statement-breakpoint
CREATE TABLE "fin_discounts" (
	"fin_discount_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_discounts_fin_discount_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"fin_fee_type_id" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_fee_types" (
	"fin_fee_type_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_fee_types_fin_fee_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"monthly" boolean DEFAULT false NOT NULL,
	"income_account_id" integer NOT NULL,
	"default_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_invoices" (
	"fin_invoice_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_invoices_fin_invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"fin_fee_type_id" integer NOT NULL,
	"sd_section_id" integer,
	"period" text NOT NULL,
	"title" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"due_date" date,
	"fin_journal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_journal_lines" (
	"fin_journal_line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_journal_lines_fin_journal_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"fin_journal_id" integer NOT NULL,
	"fin_account_id" integer NOT NULL,
	"date" date NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"memo" text
);
--> statement-breakpoint
CREATE TABLE "fin_journals" (
	"fin_journal_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_journals_fin_journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"source" text,
	"source_id" integer,
	"reversal_of" integer,
	"reversed_by" integer,
	"total" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_payment_items" (
	"fin_payment_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_payment_items_fin_payment_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"fin_payment_id" integer NOT NULL,
	"fin_invoice_id" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_payments" (
	"fin_payment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_payments_fin_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"number" text NOT NULL,
	"student_user_id" integer NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"external_ref" text,
	"fin_journal_id" integer NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"cancel_reason" text,
	"cancel_journal_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_settings" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"locked_through" date
);
--> statement-breakpoint
CREATE TABLE "fin_tariffs" (
	"fin_tariff_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_tariffs_fin_tariff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"fin_fee_type_id" integer NOT NULL,
	"sd_class_id" integer,
	"sd_section_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_virtual_accounts" (
	"fin_virtual_account_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_virtual_accounts_fin_virtual_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"bank" text NOT NULL,
	"va_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_webhook_events" (
	"fin_webhook_event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_webhook_events_fin_webhook_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"sd_school_id" integer,
	"status" text NOT NULL,
	"va_number" text,
	"amount" bigint,
	"fin_payment_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fin_accounts" ADD CONSTRAINT "fin_accounts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_counters" ADD CONSTRAINT "fin_counters_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_discounts" ADD CONSTRAINT "fin_discounts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_discounts" ADD CONSTRAINT "fin_discounts_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_discounts" ADD CONSTRAINT "fin_discounts_fin_fee_type_id_fin_fee_types_fin_fee_type_id_fk" FOREIGN KEY ("fin_fee_type_id") REFERENCES "public"."fin_fee_types"("fin_fee_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_fee_types" ADD CONSTRAINT "fin_fee_types_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_fee_types" ADD CONSTRAINT "fin_fee_types_income_account_id_fin_accounts_fin_account_id_fk" FOREIGN KEY ("income_account_id") REFERENCES "public"."fin_accounts"("fin_account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoices" ADD CONSTRAINT "fin_invoices_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoices" ADD CONSTRAINT "fin_invoices_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoices" ADD CONSTRAINT "fin_invoices_fin_fee_type_id_fin_fee_types_fin_fee_type_id_fk" FOREIGN KEY ("fin_fee_type_id") REFERENCES "public"."fin_fee_types"("fin_fee_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoices" ADD CONSTRAINT "fin_invoices_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoices" ADD CONSTRAINT "fin_invoices_fin_journal_id_fin_journals_fin_journal_id_fk" FOREIGN KEY ("fin_journal_id") REFERENCES "public"."fin_journals"("fin_journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_journal_lines" ADD CONSTRAINT "fin_journal_lines_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_journal_lines" ADD CONSTRAINT "fin_journal_lines_fin_journal_id_fin_journals_fin_journal_id_fk" FOREIGN KEY ("fin_journal_id") REFERENCES "public"."fin_journals"("fin_journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_journal_lines" ADD CONSTRAINT "fin_journal_lines_fin_account_id_fin_accounts_fin_account_id_fk" FOREIGN KEY ("fin_account_id") REFERENCES "public"."fin_accounts"("fin_account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_journals" ADD CONSTRAINT "fin_journals_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_journals" ADD CONSTRAINT "fin_journals_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payment_items" ADD CONSTRAINT "fin_payment_items_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payment_items" ADD CONSTRAINT "fin_payment_items_fin_payment_id_fin_payments_fin_payment_id_fk" FOREIGN KEY ("fin_payment_id") REFERENCES "public"."fin_payments"("fin_payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payment_items" ADD CONSTRAINT "fin_payment_items_fin_invoice_id_fin_invoices_fin_invoice_id_fk" FOREIGN KEY ("fin_invoice_id") REFERENCES "public"."fin_invoices"("fin_invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payments" ADD CONSTRAINT "fin_payments_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payments" ADD CONSTRAINT "fin_payments_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payments" ADD CONSTRAINT "fin_payments_fin_journal_id_fin_journals_fin_journal_id_fk" FOREIGN KEY ("fin_journal_id") REFERENCES "public"."fin_journals"("fin_journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payments" ADD CONSTRAINT "fin_payments_cancel_journal_id_fin_journals_fin_journal_id_fk" FOREIGN KEY ("cancel_journal_id") REFERENCES "public"."fin_journals"("fin_journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payments" ADD CONSTRAINT "fin_payments_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD CONSTRAINT "fin_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_tariffs" ADD CONSTRAINT "fin_tariffs_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_tariffs" ADD CONSTRAINT "fin_tariffs_fin_fee_type_id_fin_fee_types_fin_fee_type_id_fk" FOREIGN KEY ("fin_fee_type_id") REFERENCES "public"."fin_fee_types"("fin_fee_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_tariffs" ADD CONSTRAINT "fin_tariffs_sd_class_id_sd_classes_sd_class_id_fk" FOREIGN KEY ("sd_class_id") REFERENCES "public"."sd_classes"("sd_class_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_tariffs" ADD CONSTRAINT "fin_tariffs_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_virtual_accounts" ADD CONSTRAINT "fin_virtual_accounts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_virtual_accounts" ADD CONSTRAINT "fin_virtual_accounts_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_webhook_events" ADD CONSTRAINT "fin_webhook_events_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_webhook_events" ADD CONSTRAINT "fin_webhook_events_fin_payment_id_fin_payments_fin_payment_id_fk" FOREIGN KEY ("fin_payment_id") REFERENCES "public"."fin_payments"("fin_payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_accounts_code_key" ON "fin_accounts" USING btree ("sd_school_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_discounts_key" ON "fin_discounts" USING btree ("sd_school_id","student_user_id","fin_fee_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_fee_types_code_key" ON "fin_fee_types" USING btree ("sd_school_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoices_key" ON "fin_invoices" USING btree ("sd_school_id","student_user_id","fin_fee_type_id","period");--> statement-breakpoint
CREATE INDEX "fin_invoices_section_idx" ON "fin_invoices" USING btree ("sd_school_id","sd_section_id","period");--> statement-breakpoint
CREATE INDEX "fin_invoices_student_idx" ON "fin_invoices" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "fin_journal_lines_journal_idx" ON "fin_journal_lines" USING btree ("fin_journal_id");--> statement-breakpoint
CREATE INDEX "fin_journal_lines_account_idx" ON "fin_journal_lines" USING btree ("sd_school_id","fin_account_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_journals_number_key" ON "fin_journals" USING btree ("sd_school_id","number");--> statement-breakpoint
CREATE INDEX "fin_journals_date_idx" ON "fin_journals" USING btree ("sd_school_id","date","fin_journal_id");--> statement-breakpoint
CREATE INDEX "fin_journals_kind_idx" ON "fin_journals" USING btree ("sd_school_id","kind","date");--> statement-breakpoint
CREATE INDEX "fin_payment_items_payment_idx" ON "fin_payment_items" USING btree ("fin_payment_id");--> statement-breakpoint
CREATE INDEX "fin_payment_items_invoice_idx" ON "fin_payment_items" USING btree ("fin_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payments_number_key" ON "fin_payments" USING btree ("sd_school_id","number");--> statement-breakpoint
CREATE INDEX "fin_payments_student_idx" ON "fin_payments" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "fin_payments_date_idx" ON "fin_payments" USING btree ("sd_school_id","date");--> statement-breakpoint
CREATE INDEX "fin_tariffs_fee_idx" ON "fin_tariffs" USING btree ("sd_school_id","fin_fee_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_virtual_accounts_number_key" ON "fin_virtual_accounts" USING btree ("provider","va_number");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_virtual_accounts_student_key" ON "fin_virtual_accounts" USING btree ("sd_school_id","student_user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_webhook_events_key" ON "fin_webhook_events" USING btree ("provider","event_id") WHERE status = 'paid';