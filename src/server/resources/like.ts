/** A search word for LIKE/ILIKE: its %, _ and \ match themselves. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
