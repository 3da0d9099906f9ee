CREATE TABLE "sd_library_catalogue_versions" (
	"sd_school_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sd_library_catalogue_versions" ADD CONSTRAINT "sd_library_catalogue_versions_sd_school_id_sd_schools_sd_school_id_fk" FOREIGN KEY ("sd_school_id") REFERENCES "public"."sd_schools"("sd_school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The OPAC's result cache (src/server/library/search-cache.ts) is keyed on this version. Titles: every insert,
-- update and delete, once per statement (an import of a thousand titles bumps it once). Copies: inserts and
-- deletes per statement, but an update only when a code or the title it belongs to changes, so the desk's
-- loans and returns (a status) never invalidate the cache.
CREATE FUNCTION sd_library_catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sd_library_catalogue_versions (sd_school_id, version)
  SELECT DISTINCT sd_school_id, 1 FROM changed
  ON CONFLICT (sd_school_id) DO UPDATE SET version = sd_library_catalogue_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION sd_library_catalogue_bump_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sd_library_catalogue_versions (sd_school_id, version) VALUES (NEW.sd_school_id, 1)
  ON CONFLICT (sd_school_id) DO UPDATE SET version = sd_library_catalogue_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sd_library_books_version_ins AFTER INSERT ON sd_library_books REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sd_library_catalogue_bump();--> statement-breakpoint
CREATE TRIGGER sd_library_books_version_upd AFTER UPDATE ON sd_library_books REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sd_library_catalogue_bump();--> statement-breakpoint
CREATE TRIGGER sd_library_books_version_del AFTER DELETE ON sd_library_books REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sd_library_catalogue_bump();--> statement-breakpoint
CREATE TRIGGER sd_library_items_version_ins AFTER INSERT ON sd_library_items REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sd_library_catalogue_bump();--> statement-breakpoint
CREATE TRIGGER sd_library_items_version_del AFTER DELETE ON sd_library_items REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sd_library_catalogue_bump();--> statement-breakpoint
CREATE TRIGGER sd_library_items_version_upd AFTER UPDATE OF barcode, accession_no, sd_library_book_id ON sd_library_items FOR EACH ROW
  WHEN (OLD.barcode IS DISTINCT FROM NEW.barcode OR OLD.accession_no IS DISTINCT FROM NEW.accession_no OR OLD.sd_library_book_id IS DISTINCT FROM NEW.sd_library_book_id)
  EXECUTE FUNCTION sd_library_catalogue_bump_row();
