/**
 * "Order Completed" is sent once, by the browser that placed the order (where the anonymous id and
 * the retry queue live): the place-order action leaves the order number in this short-lived,
 * readable cookie, and the success page sends the event only while the cookie names its order,
 * then clears it, so reloading or sharing the success page sends nothing more.
 */
export const orderCompletedMarker = {
  name: 'chairside_order_completed',
  // Not '/checkout/success': the browser reads document.cookie for the URL the document was loaded
  // with, and the success page is usually reached by client-side navigation from /checkout.
  path: '/',
  maxAgeSeconds: 300,
} as const;
