/**
 * Files the browser fetches (product images, downloads, Next's image endpoint, the favicon): they need neither the
 * session nor a CSP nonce, and must stay cacheable, so the proxy only guards them against cross-site writes.
 */
export function isAssetPath(pathname: string): boolean {
  return /^\/(?:media|downloads)\//.test(pathname) || pathname.startsWith('/_next/') || pathname === '/favicon.ico';
}

/**
 * A path whose percent-encoding does not decode (`/product/%ff`, `/product/abc%`). Next cannot match such a path to
 * a dynamic route and answers 500, so the proxy shows the 404 page instead.
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
