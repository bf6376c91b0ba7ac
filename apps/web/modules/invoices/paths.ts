/** The invoice pages and downloads (spec §2 routes; issue 17). */
export const invoicesPath = '/customer/account/invoices';
export const invoicePath = (id: string) => `${invoicesPath}/${encodeURIComponent(id)}`;
export const invoicePdfPath = (id: string) => `${invoicePath(id)}/pdf`;
export const statementPdfPath = (month: string) => `${invoicesPath}/statements/${month}`;
export const invoicePaymentPath = (id: string) => `${invoicesPath}/payment/${encodeURIComponent(id)}`;
export const multiplePaymentPath = (ids: readonly string[]) =>
  `${invoicesPath}/payment/multiple?ids=${ids.map(encodeURIComponent).join(',')}`;
export const orderPath = (orderId: string) => `/customer/account/orders/detail?id=${encodeURIComponent(orderId)}`;
