/** What the server hands the school-website pages (Astro.locals) for the website content written in the portal. */
export interface PublicSite {
  sliders: { title: string; caption: string | null; image: string | null; link: string | null }[];
  /** Null until the school writes its own; the pages then show the tenant's. */
  speech: { heading: string; principalName: string; principalTitle: string; paragraphs: string[]; photo: string | null } | null;
  videos: { title: string; youtubeId: string; description: string | null }[];
  albums: { id: number; title: string; date: string; description: string | null; photos: { image: string; caption: string }[] }[];
  features: { title: string; description: string; icon: string }[];
  social: { platform: string; handle: string; url: string }[];
  /** The figures the school shows, each counted live from its data unless typed by hand. */
  figures: { label: string; value: number }[];
  achievements: { student: string; title: string; level: string; date: string }[];
  /** The organisation chart's boxes in tree order (depth 0 = top). */
  organisation: { role: string; name: string | null; depth: number }[];
  graduation: { title: string; paragraphs: string[] } | null;
}

export interface SitePageLocals {
  schoolSite?: (slug: string) => Promise<PublicSite | null>;
}

/** The portal's website content for a school page; null without a server (astro dev, build) or an unknown school. */
export async function schoolSiteOf(locals: unknown, slug: string): Promise<PublicSite | null> {
  const reader = (locals as SitePageLocals | undefined)?.schoolSite;
  return reader ? reader(slug) : null;
}

/** Plain text into paragraphs: a blank line separates them. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
