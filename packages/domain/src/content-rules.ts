/** Content (blog posts, docs pages, landing pages): the rules API and storefront share (issue 20). */

export type ContentType = 'blog-post' | 'docs-page' | 'landing-page';

/** Slugs of entries, tags, hero illustrations: lower-case words joined by single hyphens. */
export const contentSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reading speed behind a post's reading time. */
export const wordsPerMinute = 220;

/** Whole minutes at 220 words a minute, at least 1. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / wordsPerMinute));
}

/** Tags whose label is not their words capitalised. */
const tagLabelOverrides: Readonly<Record<string, string>> = {
  'cad-cam': 'CAD/CAM',
  dea: 'DEA',
  osha: 'OSHA',
  ppe: 'PPE',
  cbct: 'CBCT',
  'how-to': 'How-To',
};

/** A tag's label: `infection-control` → "Infection Control", unless it has one of its own (`cad-cam` → "CAD/CAM"). */
export function tagLabel(slug: string): string {
  return (
    tagLabelOverrides[slug] ??
    slug
      .split('-')
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/**
 * Ids for the headings of one document, from their text: "Storage & handling" → `storage-handling`; a repeated
 * text gets `-2`, `-3`; a text without letters or digits becomes `section`.
 */
export function headingIdMaker(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base =
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 80)
        .replace(/^-+|-+$/g, '') || 'section';
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

export interface PublicationState {
  status: 'draft' | 'published';
  publishedAt: Date | null;
}

/** Shown to readers: published, and the publish date has come. */
export function isContentVisible(entry: PublicationState, now: Date): boolean {
  return entry.status === 'published' && entry.publishedAt !== null && entry.publishedAt.getTime() <= now.getTime();
}

/** The storefront's cache tag segment of each type (content:blog, content:docs, content:lp). */
const tagSegments: Readonly<Record<ContentType, string>> = {
  'blog-post': 'blog',
  'docs-page': 'docs',
  'landing-page': 'lp',
};

/** The storefront cache tags a change to an entry makes stale: its type's lists and its own pages. */
export function revalidationTags(type: ContentType, slug: string): [string, string] {
  const kind = `content:${tagSegments[type]}`;
  return [kind, `${kind}:${slug}`];
}
