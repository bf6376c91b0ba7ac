import { headingIdMaker } from '@chairside/domain';
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

export interface Heading {
  id: string;
  text: string;
  level: number;
}

export interface RenderedMarkdown {
  /** Sanitised HTML. */
  html: string;
  /** The h2 and h3 headings, in order, with the ids their elements carry. */
  headings: Heading[];
  wordCount: number;
}

/** Pictures come from our media service or another https origin; never data:, http: or other paths of ours. */
const isAllowedImage = (src: string | undefined) =>
  src !== undefined && (/^\/media\/(?!.*\.\.)[\w./-]+$/.test(src) || /^https:\/\/[^\s/]+\//.test(src));

/** Absolute web addresses leave the site: they must not get a handle on our window or learn our URL. */
const isExternal = (href: string | undefined) => href !== undefined && /^https?:\/\//i.test(href);

/**
 * The allow-list every rendered fragment passes: text structure, links, tables, code and images, nothing that runs
 * or styles. Raw HTML is dropped before rendering already; this is what stands between a mistake and the page.
 */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'br', 'ul', 'ol', 'li'],
    ...['a', 'strong', 'em', 'del', 'code', 'pre', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    h2: ['id'],
    h3: ['id'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, { rel: _authored, ...attribs }) => ({
      tagName,
      attribs: isExternal(attribs.href) ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src),
};

const textOnly: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * Markdown (GitHub flavour) to sanitised HTML. Raw HTML in the source is dropped, h1 becomes h2 (the page has the
 * title), h2 and h3 get ids from their text for a table of contents, external links get rel="noopener noreferrer",
 * images only from /media paths or https.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const idOf = headingIdMaker();
  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      // Inline tags and HTML blocks render as nothing, in headings' plain text too.
      if (token.type === 'html') (token as Tokens.HTML).text = '';
    },
    renderer: {
      heading({ tokens, depth }) {
        const level = Math.max(depth, 2);
        const inner = this.parser.parseInline(tokens);
        if (level > 3) return `<h${level}>${inner}</h${level}>\n`;
        const text = this.parser.parseInline(tokens, this.parser.textRenderer).replace(/\s+/g, ' ').trim();
        const id = idOf(text);
        headings.push({ id, text, level });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      html: () => '',
    },
  });
  const html = sanitizeHtml(marked.parse(markdown, { async: false }), sanitizeOptions).trim();
  const wordCount = sanitizeHtml(html, textOnly).split(/\s+/).filter(Boolean).length;
  return { html, headings, wordCount };
}
