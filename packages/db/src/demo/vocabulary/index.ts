import { boneGrafting } from './bone-grafting';
import { dentalImplants } from './dental-implants';
import { equipment } from './equipment';
import { instruments } from './instruments';
import { pharmaceuticals } from './pharmaceuticals';
import { supplies } from './supplies';
import type { TopCategorySpec } from './types';

/** The six fixed top categories in navigation order (matches topCategoryKeys). */
export const topCategories: readonly TopCategorySpec[] = [
  boneGrafting,
  dentalImplants,
  equipment,
  instruments,
  pharmaceuticals,
  supplies,
];

export * from './types';
