/**
 * The page numbers to offer: first, last, and two either side of the current one; a gap of a
 * single page shows that page rather than an ellipsis.
 */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, current - 2, current - 1, current, current + 1, current + 2, last]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || page - previous === 1) return [page];
    return page - previous === 2 ? [page - 1, page] : ['gap' as const, page];
  });
}
