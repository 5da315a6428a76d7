/** The six portfolio case studies that have their own page at /case-studies/{slug}. */
export interface CaseStudyEntry {
  slug: string;
  client: string;
  category: string;
}

export const caseStudies = [
  { slug: 'elite-law-group', client: 'Elite Law Group', category: 'Law Firm Websites' },
  { slug: 'medcare-plus', client: 'MedCare Plus', category: 'Medical Websites' },
  { slug: 'globaltrans', client: 'GlobalTrans', category: 'Logistics Systems' },
  { slug: 'nexus-corporate', client: 'Nexus Corporate', category: 'Corporate Websites' },
  { slug: 'gourmet-haven', client: 'Gourmet Haven', category: 'Restaurant Services' },
  { slug: 'influence-platform', client: 'Influence Platform', category: 'Personal Branding' },
] as const satisfies readonly CaseStudyEntry[];

export function findCaseStudy(slug: string): CaseStudyEntry | undefined {
  return caseStudies.find((study) => study.slug === slug);
}
