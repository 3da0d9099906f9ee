import type { TenantSchool } from './tenant-schema.ts';
import { policyEn } from './tenant-privacy-en.ts';
import { policyId } from './tenant-privacy-id.ts';

/**
 * The privacy-policy template: one structure, two languages, filled from the school's facts. A school may
 * replace it with tenants/<slug>/privacy.md (and privacy.en.md); see docs/tenants.md.
 */
export interface PolicyFacts {
  schoolName: string;
  npsn: string;
  appName: string;
  foundation?: string;
  address: string;
  email: string;
  phone?: string;
  officer: string;
  retentionYears: number;
  effectiveDate: string;
}

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface PolicyText {
  title: string;
  intro: string[];
  sections: PolicySection[];
}

export function policyFacts(school: TenantSchool, lang: 'id' | 'en'): PolicyFacts {
  const a = school.address;
  const date = new Date(`${school.privacy.effectiveDate}T00:00:00Z`);
  return {
    schoolName: school.name,
    npsn: school.npsn,
    appName: school.appName,
    foundation: school.foundation,
    address: [a.street, a.village, a.district, a.city, a.province, a.postalCode].filter(Boolean).join(', '),
    email: school.privacy.email ?? school.contacts.email,
    phone: school.contacts.phone,
    officer: lang === 'id' ? school.privacy.officer : 'Data Protection Officer',
    retentionYears: school.privacy.retentionYears,
    effectiveDate: date.toLocaleDateString(lang === 'id' ? 'id-ID' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

export function privacyPolicy(school: TenantSchool, lang: 'id' | 'en' = 'id'): PolicyText {
  const facts = policyFacts(school, lang);
  return lang === 'id' ? policyId(facts) : policyEn(facts);
}
