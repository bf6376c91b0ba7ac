/**
 * The option an arrow key makes active in a listbox of `count` options, where -1 is "none" (focus
 * on the text). Opening the list lands on the first (down) or last (up) option; moving past either
 * end returns to the text, and once more wraps around.
 */
export function nextActiveOption(current: number, step: 1 | -1, count: number, listShown: boolean): number {
  if (!listShown || count === 0) return step === 1 ? 0 : count - 1;
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}
