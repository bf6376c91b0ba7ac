import type { Metadata } from 'next';

/**
 * The title every page group starts from. It lives on the group layouts, not the root layout, so
 * the 404 page (rendered by the root layout alone) can own its "Page Not Found: {path}" title.
 */
export const pageGroupMetadata: Metadata = {
  title: { default: 'Chairside | Dental and medical supplies', template: '%s | Chairside' },
};
