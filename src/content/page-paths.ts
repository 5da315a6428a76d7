/** The addresses of the pages made from content records: one per catalogue product, one per case study. */
export const productPath = (id: string) => `/products/${id}`;
export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;
