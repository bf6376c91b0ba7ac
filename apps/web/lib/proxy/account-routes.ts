/** Login-required routes (spec §2 "middleware authenticated"). */
const loginRequiredExact = new Set([
  '/checkout',
  '/checkout/success',
  '/customer/profile/edit',
  '/customer/account',
  '/customer/account/thrive',
  '/customer/account/addresses',
  '/customer/account/orders',
  '/customer/account/orders/detail',
  '/customer/account/payments',
  '/customer/account/payments/new',
  '/customer/account/invoices',
  '/customer/account/favorites',
  '/customer/account/replenish',
  '/customer/account/switchoffice',
  '/customer/account/activity',
]);
const loginRequiredPatterns = [
  /^\/customer\/account\/invoices\/(?!payment\/multiple$)[^/]+$/,
  /^\/customer\/account\/invoices\/payment\/(?!multiple$)[^/]+$/,
  /^\/customer\/account\/favorites\/[^/]+$/,
  /^\/customer\/account\/replenish\/[^/]+$/,
  /^\/customer\/account\/switchoffice\/orders\/[^/]+$/,
];

export function isLoginRequired(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return loginRequiredExact.has(path) || loginRequiredPatterns.some((pattern) => pattern.test(path));
}

export const loginPath = '/customer/account/login';
