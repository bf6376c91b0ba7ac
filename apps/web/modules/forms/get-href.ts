/** Where a GET form leads, as the browser would build it: its action with the fields as the query. */
export function getFormHref(action: string, data: FormData): string {
  const query = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') query.append(name, value);
  const text = query.toString();
  return text ? `${action}?${text}` : action;
}
