/** The representative's pages under the account area (the proxy requires a login for each). */
export const salesRepPaths = {
  switchCustomer: '/customer/account/switchoffice',
  order: (id: string) => `/customer/account/switchoffice/orders/${encodeURIComponent(id)}`,
  search: '/api/sales-reps/search',
} as const;
