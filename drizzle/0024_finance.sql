CREATE TABLE "fin_bank_accounts" (
	"fin_bank_account_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_bank_accounts_fin_bank_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"bank" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"purpose" text NOT NULL,
	"ledger_code" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "fin_bank_fees" (
	"fin_bank_fee_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_bank_fees_fin_bank_fee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"channel" text NOT NULL,
	"bank" text NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "fin_bank_imports" (
	"fin_bank_import_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_bank_imports_fin_bank_import_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"fin_bank_account_id" integer,
	"rows" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_bank_mutations" (
	"fin_bank_mutation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_bank_mutations_fin_bank_mutation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"fin_bank_import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"direction" text NOT NULL,
	"balance" bigint,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"student_user_id" integer,
	"fin_payment_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "fin_blast_recipients" (
	"fin_blast_recipient_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_blast_recipients_fin_blast_recipient_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fin_blast_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"address" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"sd_message_id" integer
);
--> statement-breakpoint
CREATE TABLE "fin_blasts" (
	"fin_blast_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_blasts_fin_blast_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"period" text NOT NULL,
	"sd_section_id" integer,
	"fin_message_template_id" integer NOT NULL,
	"only_unpaid" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"sd_job_id" integer,
	"students" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_budget_items" (
	"fin_budget_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_budget_items_fin_budget_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"fin_budget_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"fin_account_id" integer NOT NULL,
	"month" text,
	"volume" integer DEFAULT 1 NOT NULL,
	"unit" text DEFAULT 'paket' NOT NULL,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_budgets" (
	"fin_budget_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_budgets_fin_budget_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"fund_source" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_gateway_credentials" (
	"fin_gateway_credential_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_gateway_credentials_fin_gateway_credential_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"provider" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_installments" (
	"fin_installment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_installments_fin_installment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"fin_invoice_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_message_templates" (
	"fin_message_template_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_message_templates_fin_message_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_savings_accounts" (
	"fin_savings_account_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_savings_accounts_fin_savings_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_savings_transactions" (
	"fin_savings_transaction_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_savings_transactions_fin_savings_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"fin_journal_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_work_orders" (
	"fin_work_order_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_work_orders_fin_work_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"vendor" text NOT NULL,
	"description" text NOT NULL,
	"fin_account_id" integer NOT NULL,
	"fin_budget_item_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decision_note" text,
	"fin_journal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "fin_invoices_key";--> statement-breakpoint
ALTER TABLE "fin_invoices" ADD COLUMN "ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_invoices" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "fin_journal_lines" ADD COLUMN "fin_budget_item_id" integer;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "due_day" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "treasurer_name" text;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "receipt_note" text;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "accept_deposit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "va_provider" text DEFAULT 'simulasi' NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_bank_accounts" ADD CONSTRAINT "fin_bank_accounts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_bank_fees" ADD CONSTRAINT "fin_bank_fees_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_bank_imports" ADD CONSTRAINT "fin_bank_imports_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_bank_imports" ADD CONSTRAINT "fin_bank_imports_fin_bank_account_id_fin_bank_accounts_fin_bank_account_id_fk" FOREIGN KEY ("fin_bank_account_id") REFERENCES "public"."fin_bank_accounts"("fin_bank_account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_bank_imports" ADD CONSTRAINT "fin_bank_imports_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_bank_mutations" ADD CONSTRAINT "fin_bank_mutations_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_bank_mutations" ADD CONSTRAINT "fin_bank_mutations_fin_bank_import_id_fin_bank_imports_fin_bank_import_id_fk" FOREIGN KEY ("fin_bank_import_id") REFERENCES "public"."fin_bank_imports"("fin_bank_import_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_bank_mutations" ADD CONSTRAINT "fin_bank_mutations_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_bank_mutations" ADD CONSTRAINT "fin_bank_mutations_fin_payment_id_fin_payments_fin_payment_id_fk" FOREIGN KEY ("fin_payment_id") REFERENCES "public"."fin_payments"("fin_payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_blast_recipients" ADD CONSTRAINT "fin_blast_recipients_fin_blast_id_fin_blasts_fin_blast_id_fk" FOREIGN KEY ("fin_blast_id") REFERENCES "public"."fin_blasts"("fin_blast_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_blast_recipients" ADD CONSTRAINT "fin_blast_recipients_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_blasts" ADD CONSTRAINT "fin_blasts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_blasts" ADD CONSTRAINT "fin_blasts_sd_section_id_sd_sections_sd_section_id_fk" FOREIGN KEY ("sd_section_id") REFERENCES "public"."sd_sections"("sd_section_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_blasts" ADD CONSTRAINT "fin_blasts_fin_message_template_id_fin_message_templates_fin_message_template_id_fk" FOREIGN KEY ("fin_message_template_id") REFERENCES "public"."fin_message_templates"("fin_message_template_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_blasts" ADD CONSTRAINT "fin_blasts_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_budget_items" ADD CONSTRAINT "fin_budget_items_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_budget_items" ADD CONSTRAINT "fin_budget_items_fin_budget_id_fin_budgets_fin_budget_id_fk" FOREIGN KEY ("fin_budget_id") REFERENCES "public"."fin_budgets"("fin_budget_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_budget_items" ADD CONSTRAINT "fin_budget_items_fin_account_id_fin_accounts_fin_account_id_fk" FOREIGN KEY ("fin_account_id") REFERENCES "public"."fin_accounts"("fin_account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_budgets" ADD CONSTRAINT "fin_budgets_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_budgets" ADD CONSTRAINT "fin_budgets_decided_by_sd_users_sd_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_budgets" ADD CONSTRAINT "fin_budgets_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_gateway_credentials" ADD CONSTRAINT "fin_gateway_credentials_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_installments" ADD CONSTRAINT "fin_installments_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_installments" ADD CONSTRAINT "fin_installments_fin_invoice_id_fin_invoices_fin_invoice_id_fk" FOREIGN KEY ("fin_invoice_id") REFERENCES "public"."fin_invoices"("fin_invoice_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_message_templates" ADD CONSTRAINT "fin_message_templates_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_savings_accounts" ADD CONSTRAINT "fin_savings_accounts_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_savings_accounts" ADD CONSTRAINT "fin_savings_accounts_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_savings_transactions" ADD CONSTRAINT "fin_savings_transactions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_savings_transactions" ADD CONSTRAINT "fin_savings_transactions_student_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_savings_transactions" ADD CONSTRAINT "fin_savings_transactions_fin_journal_id_fin_journals_fin_journal_id_fk" FOREIGN KEY ("fin_journal_id") REFERENCES "public"."fin_journals"("fin_journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_savings_transactions" ADD CONSTRAINT "fin_savings_transactions_created_by_sd_users_sd_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_work_orders" ADD CONSTRAINT "fin_work_orders_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_work_orders" ADD CONSTRAINT "fin_work_orders_fin_account_id_fin_accounts_fin_account_id_fk" FOREIGN KEY ("fin_account_id") REFERENCES "public"."fin_accounts"("fin_account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_work_orders" ADD CONSTRAINT "fin_work_orders_fin_budget_item_id_fin_budget_items_fin_budget_item_id_fk" FOREIGN KEY ("fin_budget_item_id") REFERENCES "public"."fin_budget_items"("fin_budget_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_work_orders" ADD CONSTRAINT "fin_work_orders_requested_by_sd_users_sd_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_work_orders" ADD CONSTRAINT "fin_work_orders_decided_by_sd_users_sd_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_work_orders" ADD CONSTRAINT "fin_work_orders_fin_journal_id_fin_journals_fin_journal_id_fk" FOREIGN KEY ("fin_journal_id") REFERENCES "public"."fin_journals"("fin_journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_bank_accounts_number_key" ON "fin_bank_accounts" USING btree ("sd_school_id","bank","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_bank_fees_key" ON "fin_bank_fees" USING btree ("sd_school_id","channel","bank");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_bank_mutations_key" ON "fin_bank_mutations" USING btree ("sd_school_id","fingerprint");--> statement-breakpoint
CREATE INDEX "fin_bank_mutations_import_idx" ON "fin_bank_mutations" USING btree ("fin_bank_import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_blast_recipients_key" ON "fin_blast_recipients" USING btree ("fin_blast_id","student_user_id","address");--> statement-breakpoint
CREATE INDEX "fin_blasts_school_idx" ON "fin_blasts" USING btree ("sd_school_id","fin_blast_id");--> statement-breakpoint
CREATE INDEX "fin_budget_items_budget_idx" ON "fin_budget_items" USING btree ("fin_budget_id");--> statement-breakpoint
CREATE INDEX "fin_budgets_school_idx" ON "fin_budgets" USING btree ("sd_school_id","fiscal_year");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_gateway_credentials_key" ON "fin_gateway_credentials" USING btree ("sd_school_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_installments_key" ON "fin_installments" USING btree ("fin_invoice_id","seq");--> statement-breakpoint
CREATE INDEX "fin_installments_school_idx" ON "fin_installments" USING btree ("sd_school_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_message_templates_name_key" ON "fin_message_templates" USING btree ("sd_school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_savings_accounts_key" ON "fin_savings_accounts" USING btree ("sd_school_id","student_user_id");--> statement-breakpoint
CREATE INDEX "fin_savings_tx_date_idx" ON "fin_savings_transactions" USING btree ("sd_school_id","date","fin_savings_transaction_id");--> statement-breakpoint
CREATE INDEX "fin_savings_tx_student_idx" ON "fin_savings_transactions" USING btree ("student_user_id","fin_savings_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_work_orders_number_key" ON "fin_work_orders" USING btree ("sd_school_id","number");--> statement-breakpoint
CREATE INDEX "fin_journal_lines_budget_idx" ON "fin_journal_lines" USING btree ("fin_budget_item_id") WHERE fin_budget_item_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoices_key" ON "fin_invoices" USING btree ("sd_school_id","student_user_id","fin_fee_type_id","period","ref");