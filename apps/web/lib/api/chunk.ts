/** The list cut into consecutive parts of at most `size` elements. */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < list.length; start += size) parts.push(list.slice(start, start + size));
  return parts;
}
