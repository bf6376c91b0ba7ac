/**
 * The link a click follows when the browser would navigate this tab to another page of the store by itself: a plain
 * primary click on a same-origin link that opens here, is no download and leads to another document (not a #hash of
 * this one). Undefined for every other click, which is left alone.
 */
export function followedStoreLink(event: MouseEvent, current: Location): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== current.origin) return undefined;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return undefined;
  return anchor;
}

/** A script or stylesheet of the app's own code that failed to load (a chunk of a build no longer served). */
export function isChunkResourceFailure(event: Event): boolean {
  const target = event.target;
  const source =
    target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement ? target.href : undefined;
  return source !== undefined && new URL(source, location.href).pathname.startsWith('/_next/static/');
}
