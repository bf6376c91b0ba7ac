import type { Metadata } from 'next';

/**
 * A page title from an entry's SEO title: one already naming the store ("Choosing exam gloves | Chairside") is used
 * whole; any other gets the page group's "… | Chairside" template.
 */
export function contentTitle(seoTitle: string): NonNullable<Metadata['title']> {
  return /\bChairside\s*$/.test(seoTitle) ? { absolute: seoTitle } : seoTitle;
}
