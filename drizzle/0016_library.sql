CREATE TABLE "sd_library_books" (
	"sd_library_book_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_library_books_sd_library_book_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"title" text NOT NULL,
	"authors" text,
	"publisher" text,
	"publish_year" integer,
	"isbn" text,
	"ddc" text,
	"call_number" text,
	"subjects" text,
	"sd_library_collection_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_library_collections" (
	"sd_library_collection_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_library_collections_sd_library_collection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"reference_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_library_items" (
	"sd_library_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_library_items_sd_library_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_library_book_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"accession_no" text NOT NULL,
	"location" text,
	"status" text DEFAULT 'available' NOT NULL,
	"acquired_on" date NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_library_loans" (
	"sd_library_loan_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_library_loans_sd_library_loan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_library_item_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"loaned_on" date NOT NULL,
	"due_on" date NOT NULL,
	"returned_on" date,
	"renewals" integer DEFAULT 0 NOT NULL,
	"fine" integer DEFAULT 0 NOT NULL,
	"fine_status" text DEFAULT 'none' NOT NULL,
	"fine_settled_at" timestamp with time zone,
	"loaned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_library_member_types" (
	"sd_library_member_type_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_library_member_types_sd_library_member_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"max_loans" integer NOT NULL,
	"loan_days" integer NOT NULL,
	"max_renewals" integer DEFAULT 1 NOT NULL,
	"fine_per_day" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_library_reservations" (
	"sd_library_reservation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_library_reservations_sd_library_reservation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"sd_library_book_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_library_settings" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"max_unpaid_fine" integer DEFAULT 10000 NOT NULL,
	"hold_days" integer DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_library_stocktake_items" (
	"sd_library_stocktake_id" integer NOT NULL,
	"sd_library_item_id" integer NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_library_stocktakes" (
	"sd_library_stocktake_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_library_stocktakes_sd_library_stocktake_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sd_library_suggestions" (
	"sd_library_suggestion_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_library_suggestions_sd_library_suggestion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"authors" text,
	"note" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sd_library_visits" (
	"sd_library_visit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sd_library_visits_sd_library_visit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sd_school_id" integer NOT NULL,
	"member_user_id" integer,
	"guest_name" text,
	"guest_institution" text,
	"purpose" text,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_library_books" ADD CONSTRAINT "sd_library_books_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_books" ADD CONSTRAINT "sd_library_books_sd_library_collection_id_sd_library_collections_sd_library_collection_id_fk" FOREIGN KEY ("sd_library_collection_id") REFERENCES "public"."sd_library_collections"("sd_library_collection_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_collections" ADD CONSTRAINT "sd_library_collections_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_items" ADD CONSTRAINT "sd_library_items_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_items" ADD CONSTRAINT "sd_library_items_sd_library_book_id_sd_library_books_sd_library_book_id_fk" FOREIGN KEY ("sd_library_book_id") REFERENCES "public"."sd_library_books"("sd_library_book_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_loans" ADD CONSTRAINT "sd_library_loans_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_loans" ADD CONSTRAINT "sd_library_loans_sd_library_item_id_sd_library_items_sd_library_item_id_fk" FOREIGN KEY ("sd_library_item_id") REFERENCES "public"."sd_library_items"("sd_library_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_loans" ADD CONSTRAINT "sd_library_loans_member_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_loans" ADD CONSTRAINT "sd_library_loans_loaned_by_sd_users_sd_user_id_fk" FOREIGN KEY ("loaned_by") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_member_types" ADD CONSTRAINT "sd_library_member_types_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_reservations" ADD CONSTRAINT "sd_library_reservations_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_reservations" ADD CONSTRAINT "sd_library_reservations_sd_library_book_id_sd_library_books_sd_library_book_id_fk" FOREIGN KEY ("sd_library_book_id") REFERENCES "public"."sd_library_books"("sd_library_book_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_reservations" ADD CONSTRAINT "sd_library_reservations_member_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_settings" ADD CONSTRAINT "sd_library_settings_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_stocktake_items" ADD CONSTRAINT "sd_library_stocktake_items_sd_library_stocktake_id_sd_library_stocktakes_sd_library_stocktake_id_fk" FOREIGN KEY ("sd_library_stocktake_id") REFERENCES "public"."sd_library_stocktakes"("sd_library_stocktake_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_stocktake_items" ADD CONSTRAINT "sd_library_stocktake_items_sd_library_item_id_sd_library_items_sd_library_item_id_fk" FOREIGN KEY ("sd_library_item_id") REFERENCES "public"."sd_library_items"("sd_library_item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_stocktakes" ADD CONSTRAINT "sd_library_stocktakes_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_suggestions" ADD CONSTRAINT "sd_library_suggestions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_suggestions" ADD CONSTRAINT "sd_library_suggestions_member_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_visits" ADD CONSTRAINT "sd_library_visits_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sd_library_visits" ADD CONSTRAINT "sd_library_visits_member_user_id_sd_users_sd_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."sd_users"("sd_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sd_library_books_school_title_idx" ON "sd_library_books" USING btree ("sd_school_id","title");--> statement-breakpoint
CREATE INDEX "sd_library_books_isbn_idx" ON "sd_library_books" USING btree ("sd_school_id","isbn");--> statement-breakpoint
CREATE INDEX "sd_library_books_search_idx" ON "sd_library_books" USING gin ((setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', coalesce("authors", '')), 'B') || setweight(to_tsvector('simple', coalesce("subjects", '')), 'C') || setweight(to_tsvector('simple', coalesce("publisher", '') || ' ' || coalesce("isbn", '')), 'D')));--> statement-breakpoint
CREATE UNIQUE INDEX "sd_library_collections_code_key" ON "sd_library_collections" USING btree ("sd_school_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_library_items_barcode_key" ON "sd_library_items" USING btree ("sd_school_id","barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_library_items_accession_key" ON "sd_library_items" USING btree ("sd_school_id","accession_no");--> statement-breakpoint
CREATE INDEX "sd_library_items_book_idx" ON "sd_library_items" USING btree ("sd_library_book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_library_loans_open_item_key" ON "sd_library_loans" USING btree ("sd_library_item_id") WHERE "sd_library_loans"."returned_on" is null;--> statement-breakpoint
CREATE INDEX "sd_library_loans_member_idx" ON "sd_library_loans" USING btree ("sd_school_id","member_user_id");--> statement-breakpoint
CREATE INDEX "sd_library_loans_school_due_idx" ON "sd_library_loans" USING btree ("sd_school_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_library_member_types_kind_key" ON "sd_library_member_types" USING btree ("sd_school_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_library_reservations_waiting_key" ON "sd_library_reservations" USING btree ("sd_library_book_id","member_user_id") WHERE "sd_library_reservations"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "sd_library_reservations_school_idx" ON "sd_library_reservations" USING btree ("sd_school_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sd_library_stocktake_items_key" ON "sd_library_stocktake_items" USING btree ("sd_library_stocktake_id","sd_library_item_id");--> statement-breakpoint
CREATE INDEX "sd_library_suggestions_school_idx" ON "sd_library_suggestions" USING btree ("sd_school_id","created_at");--> statement-breakpoint
CREATE INDEX "sd_library_visits_school_idx" ON "sd_library_visits" USING btree ("sd_school_id","visited_at");