DROP INDEX "sd_library_books_search_idx";--> statement-breakpoint
ALTER TABLE "sd_library_books" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', coalesce("authors", '')), 'B') || setweight(to_tsvector('simple', coalesce("subjects", '')), 'C') || setweight(to_tsvector('simple', coalesce("publisher", '') || ' ' || coalesce("isbn", '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "sd_library_books_search_doc_idx" ON "sd_library_books" USING gin ("search_doc");--> statement-breakpoint
-- The OPAC's typo path (src/server/library/search.ts) compares words by trigrams with pg_trgm. A PostgreSQL server
-- without the contrib package, or a role that may not create it, still migrates: no extension, no trigram index,
-- and the search falls back to its any-word path. PGlite loads the extension itself (src/server/db/client.ts).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): the OPAC searches without its typo path', SQLERRM;
END $$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "sd_library_books_fuzzy_idx" ON "sd_library_books" USING gin ((lower("title" || ' ' || coalesce("authors", ''))) gin_trgm_ops);
  END IF;
END $$;
