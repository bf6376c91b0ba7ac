/**
 * The combobox's active option after a key (WAI-ARIA combobox pattern): the arrows move through the options and wrap,
 * Home and End jump; -1 means none is active. Undefined for a key that does not move.
 */
export function nextActiveOption(key: string, active: number, count: number): number | undefined {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' ? -1 : undefined;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
