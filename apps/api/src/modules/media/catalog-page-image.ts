import { escapeXml, wrapText } from './product-image';

/**
 * Print catalogue page pictures: a letter-size page with the catalogue's header, the section
 * title, its products in a two-column grid (name and item numbers) and the page number. Pure
 * and deterministic, like the product pictures, so a page URL can be cached for a long time.
 */
export interface CatalogPageImageInput {
  catalogTitle: string;
  year: number;
  sectionTitle: string;
  pageNumber: number;
  pageCount: number;
  products: { name: string; itemNumbers: string[] }[];
}

const width = 850;
const height = 1100;
const margin = 50;
const columns = 2;
const gap = 20;
const cellWidth = (width - 2 * margin - gap) / columns;
const cellHeight = 170;
const gridTop = 230;
/** 8 products fill four rows; a page never shows more. */
export const maxProductsPerPage = 8;

const font = 'font-family="Helvetica, Arial, sans-serif"';
// Alternate section colours by page, so neighbouring spreads look distinct in the viewer.
const accents = ['#0f766e', '#1d4ed8', '#4338ca', '#b45309'];

function text(x: number, y: number, content: string, attributes: string): string {
  return `<text x="${x}" y="${y}" ${font} ${attributes}>${escapeXml(content)}</text>`;
}

function itemNumberLine(itemNumbers: readonly string[]): string {
  if (itemNumbers.length === 0) return '';
  const shown = itemNumbers.slice(0, 2).join(', ');
  return `Item # ${shown}${itemNumbers.length > 2 ? ` +${itemNumbers.length - 2}` : ''}`;
}

function productCell(product: CatalogPageImageInput['products'][number], index: number, accent: string): string {
  const x = margin + (index % columns) * (cellWidth + gap);
  const y = gridTop + Math.floor(index / columns) * (cellHeight + gap);
  const nameLines = wrapText(product.name, 21, 3);
  return (
    `<rect x="${x}" y="${y}" width="${cellWidth}" height="${cellHeight}" rx="14" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/>` +
    // A small carton as the product's thumbnail.
    `<rect x="${x + 20}" y="${y + 40}" width="90" height="90" rx="8" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>` +
    `<rect x="${x + 20}" y="${y + 40}" width="90" height="18" rx="4" fill="${accent}"/>` +
    nameLines
      .map((line, lineIndex) => text(x + 130, y + 52 + lineIndex * 26, line, 'font-size="20" fill="#111827"'))
      .join('') +
    text(
      x + 130,
      y + 52 + nameLines.length * 26 + 12,
      itemNumberLine(product.itemNumbers),
      `font-size="17" font-weight="700" fill="${accent}"`,
    )
  );
}

export function renderCatalogPageImage(input: CatalogPageImageInput): string {
  const accent = accents[(input.pageNumber - 1) % accents.length]!;
  const label = `${input.catalogTitle}, page ${input.pageNumber}: ${input.sectionTitle}`;
  const cells = input.products
    .slice(0, maxProductsPerPage)
    .map((product, index) => productCell(product, index, accent));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<rect width="${width}" height="110" fill="${accent}"/>` +
    text(margin, 68, input.catalogTitle, 'font-size="34" font-weight="700" fill="#ffffff"') +
    text(width - margin, 68, String(input.year), 'font-size="28" fill="#ffffff" text-anchor="end" opacity="0.85"') +
    text(margin, 180, input.sectionTitle, 'font-size="36" font-weight="700" fill="#111827"') +
    `<rect x="${margin}" y="196" width="120" height="6" rx="3" fill="${accent}"/>` +
    cells.join('') +
    `<line x1="${margin}" y1="${height - 70}" x2="${width - margin}" y2="${height - 70}" stroke="#e2e8f0" stroke-width="2"/>` +
    text(margin, height - 38, 'Chairside', `font-size="18" font-weight="700" fill="${accent}"`) +
    text(
      width - margin,
      height - 38,
      `Page ${input.pageNumber} of ${input.pageCount}`,
      'font-size="18" fill="#475569" text-anchor="end"',
    ) +
    `</svg>`
  );
}
