/** The shopping-list pages (spec §2 routes). */
export const listsPath = '/customer/account/favorites';
export const listPath = (id: string) => `${listsPath}/${encodeURIComponent(id)}`;
