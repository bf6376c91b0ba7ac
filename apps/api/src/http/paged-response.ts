/** The commercetools PagedQueryResponse around mapped results; `total` only when it was counted. */
export function pagedResponse<T>(page: { limit: number; offset: number }, results: T[], total: number | undefined) {
  return {
    limit: page.limit,
    offset: page.offset,
    count: results.length,
    ...(total !== undefined ? { total } : {}),
    results,
  };
}
