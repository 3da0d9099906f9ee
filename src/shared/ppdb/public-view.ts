/**
 * What the public PPDB pages show of a school's admissions, read from the database at request time (the
 * server hands a reader to the Astro pages through `Astro.locals`, see src/server/ppdb/public-admissions.ts).
 */
export interface PublicPathway {
  pathway: string;
  label: string;
  quota: number;
}

export interface PublicPeriod {
  /** The key the registration form sends. */
  key: string;
  name: string;
  academicYear: string;
  opens: string;
  closes: string;
  fee: number;
  quota: number;
  pathways: PublicPathway[];
  requirements: string[];
}

export interface PublicAdmission {
  majors: string[];
  periods: PublicPeriod[];
}

/** By school slug. */
export type PublicAdmissions = Record<string, PublicAdmission>;

/** What the server puts in Astro.locals for the PPDB pages. */
export interface PpdbPageLocals {
  ppdbAdmissions?: () => Promise<PublicAdmissions>;
}
