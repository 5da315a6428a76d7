/** The turnkey web app catalogue (ids, names and the facts of the catalogue table). */
export type ProductStatus = 'Available' | 'Coming Soon';

export interface CatalogueEntry {
  id: string;
  name: string;
  kind: string;
  fromPrice: string;
  status: ProductStatus;
}

export const catalogue = [
  { id: 'venuepro', name: 'VenuePro', kind: 'Event venue booking system', fromPrice: '$5,999', status: 'Available' },
  { id: 'hexacart', name: 'HexaCart', kind: 'E-commerce platform', fromPrice: '$6,999', status: 'Available' },
  { id: 'restaurant-manager', name: 'Restaurant Manager', kind: 'Restaurant management system', fromPrice: '$5,499', status: 'Coming Soon' },
  { id: 'logixfleet', name: 'LogixFleet', kind: 'Fleet and logistics management', fromPrice: '$6,499', status: 'Coming Soon' },
  { id: 'edusuite', name: 'EduSuite', kind: 'Education and learning management', fromPrice: '$6,999', status: 'Coming Soon' },
  { id: 'finsecure', name: 'FinSecure', kind: 'Finance dashboard', fromPrice: '$7,499', status: 'Coming Soon' },
  { id: 'medflow', name: 'MedFlow', kind: 'Healthcare appointment system', fromPrice: '$6,999', status: 'Coming Soon' },
  { id: 'legalflow', name: 'LegalFlow', kind: 'Legal practice management', fromPrice: '$6,999', status: 'Coming Soon' },
] as const satisfies readonly CatalogueEntry[];

export type ProductId = (typeof catalogue)[number]['id'];

export function findProduct(id: string): CatalogueEntry | undefined {
  return catalogue.find((product) => product.id === id);
}
