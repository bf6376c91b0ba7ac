/** The REPLENISH plan pages (spec §2 routes). */
export const plansPath = '/customer/account/replenish';
export const planPath = (id: string) => `${plansPath}/${encodeURIComponent(id)}`;
