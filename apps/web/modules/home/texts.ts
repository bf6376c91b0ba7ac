/** Home page copy. Candidates for @chairside/domain. */
export const homeTexts = {
  heroTitle: 'Dental and medical supplies, at your contract price',
  heroBody:
    'Order by item number, reorder in a click and schedule REPLENISH deliveries for everything your practice uses.',
  heroCallToAction: 'Sign in to see your prices',
  heroSecondaryAction: 'Create an account',
  categoriesTitle: 'Shop by category',
  featuredTitle: 'Featured products',
  newTitle: 'New products',
} as const;
