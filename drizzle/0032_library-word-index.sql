-- The OPAC searches a word index each server process builds from the titles (src/server/library/catalogue-index.ts):
-- the stored full-text document, its GIN index and the trigram index of the typo path are no longer read, and only
-- slowed every title written (and left GIN pending lists that every search had to scan after an import).
DROP INDEX "sd_library_books_search_doc_idx";--> statement-breakpoint
ALTER TABLE "sd_library_books" DROP COLUMN "search_doc";--> statement-breakpoint
DROP INDEX IF EXISTS "sd_library_books_fuzzy_idx";
