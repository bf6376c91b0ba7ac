/** Mobile menu indentation (spec §2): 8 px at the first level plus 4 px per level below it. */
export function mobileMenuIndent(level: number): number {
  return 8 + 4 * Math.max(0, level);
}

/** How long a submenu's click state lasts before it resets (spec §2). */
export const submenuClickResetMs = 100;
