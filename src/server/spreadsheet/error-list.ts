/** Rows with errors listed in an import's answer; the rest are counted. 300,000 bad rows once made a 23 MB answer. */
export const MAX_LISTED_ERRORS = 100;

/** The first errors and how many there are in all: what both import screens show ("dan N kesalahan lainnya"). */
export function listedErrors<T>(all: T[]): { errors: T[]; errorCount: number } {
  return { errors: all.slice(0, MAX_LISTED_ERRORS), errorCount: all.length };
}
