/** What the server hands the school-website pages (Astro.locals) for the news written in the portal. */
export interface PublicPost {
  id: number;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  /** YYYY-MM-DD in the school's time zone. */
  date: string;
}

export interface ContentPageLocals {
  /** The school's published news, newest first (cached by the server for a few seconds). */
  schoolNews?: (slug: string) => Promise<PublicPost[]>;
}

/** Where a portal-written news item lives on the school's site. */
export const postPath = (slug: string, id: number) => `/sekolah/${slug}/berita/${id}/`;

/** The portal's news for a school page: from the server (Astro.locals); none without a server (astro dev, build). */
export async function schoolNewsOf(locals: unknown, slug: string): Promise<PublicPost[]> {
  const reader = (locals as ContentPageLocals | undefined)?.schoolNews;
  return reader ? reader(slug) : [];
}
