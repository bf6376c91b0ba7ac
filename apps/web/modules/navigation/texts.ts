import type { topCategoryKeys } from '@chairside/domain';

/**
 * Names of the six fixed top categories, used when the API cannot supply the tree so the footer,
 * home page and 404 page keep their category links. Candidate for @chairside/domain.
 */
export const topCategoryFallbackNames: Record<(typeof topCategoryKeys)[number], string> = {
  'bone-grafting': 'Bone Grafting',
  'dental-implants': 'Dental Implants',
  equipment: 'Equipment',
  instruments: 'Instruments',
  pharmaceuticals: 'Pharmaceuticals',
  supplies: 'Supplies',
};
