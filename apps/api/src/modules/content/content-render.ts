import { createHash } from 'node:crypto';
import type { ContentEntryDraft, LandingBlockInput } from '@chairside/contracts';
import type { NewContentRevision } from '@chairside/db';
import { readingMinutes } from '@chairside/domain';
import sanitizeHtml from 'sanitize-html';
import { renderMarkdown, type Heading } from './markdown';

export interface RenderedFaqItem {
  question: string;
  answerHtml: string;
}

/** A landing block as stored: Markdown replaced by its sanitised HTML. */
export type RenderedLandingBlock =
  | Exclude<LandingBlockInput, { type: 'rich-text' | 'call-to-action' | 'faq' }>
  | { type: 'rich-text'; html: string }
  | (Omit<Extract<LandingBlockInput, { type: 'call-to-action' }>, 'body'> & { bodyHtml: string })
  | { type: 'faq'; heading?: string | undefined; items: RenderedFaqItem[] };

/** What a revision keeps besides the body's HTML (revisions' `rendered` column). */
export interface RenderedExtras {
  headings: Heading[];
  readingMinutes: number;
  faq: RenderedFaqItem[];
  blocks: RenderedLandingBlock[];
}

const html = (markdown: string) => renderMarkdown(markdown).html;
const renderFaq = (items: readonly { question: string; answer: string }[]): RenderedFaqItem[] =>
  items.map(({ question, answer }) => ({ question, answerHtml: html(answer) }));
const plainText = (fragment: string) => sanitizeHtml(fragment, { allowedTags: [], allowedAttributes: {} });

function renderBlock(block: LandingBlockInput): RenderedLandingBlock {
  switch (block.type) {
    case 'rich-text':
      return { type: 'rich-text', html: html(block.markdown) };
    case 'call-to-action': {
      const { body, ...rest } = block;
      return { ...rest, bodyHtml: html(body) };
    }
    case 'faq':
      return { type: 'faq', heading: block.heading, items: renderFaq(block.items) };
    default:
      return block;
  }
}

/** JSON with keys sorted at every level, so equal content always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash that tells a changed entry from one saved again as it was. */
export const contentHash = (fields: unknown, body: string) =>
  createHash('sha256').update(canonicalJson({ fields, body })).digest('hex');

/**
 * A validated entry rendered once, at write time: its body and every Markdown field to sanitised HTML, headings,
 * reading time, and the columns listings and search read.
 */
export function renderRevision(draft: ContentEntryDraft, createdBy: string): NewContentRevision {
  const body = renderMarkdown(draft.body);
  const extras: RenderedExtras = {
    headings: body.headings,
    readingMinutes: readingMinutes(body.wordCount),
    faq: draft.type === 'docs-page' ? renderFaq(draft.fields.faq) : [],
    blocks: draft.type === 'landing-page' ? draft.fields.blocks.map(renderBlock) : [],
  };
  const summary =
    draft.type === 'blog-post' ? draft.fields.excerpt : (draft.fields.seoDescription ?? draft.fields.title);
  const blockText = extras.blocks.map((block) =>
    block.type === 'rich-text' ? plainText(block.html) : 'heading' in block ? (block.heading ?? '') : '',
  );
  const faqText = extras.faq.map((item) => `${item.question} ${plainText(item.answerHtml)}`);
  return {
    fields: draft.fields,
    bodyMarkdown: draft.body,
    bodyHtml: body.html,
    rendered: { ...extras },
    sourceHash: contentHash(draft.fields, draft.body),
    createdBy,
    title: draft.fields.title,
    tags: draft.type === 'blog-post' ? draft.fields.tags : [],
    sortOrder: draft.type === 'docs-page' ? draft.fields.order : 0,
    searchText: {
      title: draft.fields.title,
      summary,
      body: [plainText(body.html), ...faqText, ...blockText].join(' '),
    },
  };
}
