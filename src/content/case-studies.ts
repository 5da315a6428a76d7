/**
 * The six portfolio case studies that have their own page at /case-studies/{slug}. They are the
 * portfolio projects: one fact, one place.
 */
import { findPortfolioProject, portfolioProjects, type PortfolioProject } from './portfolio.ts';

export type CaseStudyEntry = PortfolioProject;

export type CaseStudySlug = (typeof portfolioProjects)[number]['slug'];

export const caseStudies: readonly CaseStudyEntry[] = portfolioProjects;

export const caseStudySlugs: readonly CaseStudySlug[] = portfolioProjects.map((project) => project.slug);

export function findCaseStudy(slug: string): CaseStudyEntry | undefined {
  return findPortfolioProject(slug);
}
