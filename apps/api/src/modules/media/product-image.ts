/**
 * Demo product pictures: a clean product-shot illustration as SVG, drawn from the product's
 * name, brand and category. Pure and deterministic, so the same URL always gives the same image
 * and it can be cached forever.
 */
export interface ProductImageInput {
  name: string;
  brand: string | undefined;
  categoryKey: string | undefined;
  /** Image number (1..3): each shows the product from another "angle". */
  n: number;
}

export type ProductShape = 'box' | 'bottle' | 'instrument';

// First match wins, so soft goods named "surgical" (gloves, masks) stay boxes.
const shapeRules: { shape: ProductShape; pattern: RegExp }[] = [
  { shape: 'box', pattern: /glove|mask|pouch|gauze|cotton|bib|barrier|dressing|membrane|graft/ },
  {
    shape: 'bottle',
    pattern:
      /pharma|anesthe|analgesic|antibiotic|controlled|medication|disinfect|hygiene|cement|composite|rinse|fluoride|solution/,
  },
  {
    shape: 'instrument',
    pattern:
      /instrument|implant|abutment|drill|surgical|forcep|elevator|scaler|curette|mirror|explorer|probe|bur|handpiece|cassette/,
  },
];

/** Medicines and liquids come in bottles, instruments and implant parts on a tray, the rest in boxes. */
export function shapeForCategory(categoryKey: string | undefined): ProductShape {
  const key = categoryKey?.toLowerCase() ?? '';
  return shapeRules.find(({ pattern }) => pattern.test(key))?.shape ?? 'box';
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap; the last line ends with an ellipsis when the text does not fit. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

const accents = ['#0f766e', '#1d4ed8', '#4338ca', '#be123c', '#b45309', '#334155'];
const backdrops: [string, string][] = [
  ['#f5f8fc', '#dfe8f3'],
  ['#f7f6f2', '#e8e2d6'],
  ['#f2f8f6', '#d9ebe4'],
];
const poses = ['translate(0 0)', 'rotate(-5 400 420)', 'translate(400 420) scale(1.12) translate(-400 -420)'];

/** A stable small hash (FNV-1a), so a product keeps its colour across renders and processes. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

function textLines(lines: string[], x: number, y: number, lineHeight: number, attributes: string): string {
  return lines
    .map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" ${attributes}>${escapeXml(line)}</text>`)
    .join('');
}

const font = 'font-family="Helvetica, Arial, sans-serif" text-anchor="middle"';

/** Brand (shrunk to fit the label's width) above the wrapped product name. */
function label(
  brand: string,
  name: string,
  x: number,
  y: number,
  width: number,
  maxChars: number,
  accent: string,
): string {
  const brandText = brand.toUpperCase();
  const brandSize = Math.min(22, Math.floor((width - 24) / (brandText.length * 0.78)));
  return (
    `<text x="${x}" y="${y}" ${font} font-size="${brandSize}" font-weight="700" letter-spacing="1" fill="${accent}">${escapeXml(brandText)}</text>` +
    textLines(wrapText(name, maxChars, 3), x, y + 40, 30, `${font} font-size="24" fill="#1f2937"`)
  );
}

function box(brand: string, name: string, accent: string): string {
  // Front face centred on the canvas; the top and right faces give the carton its depth.
  return (
    `<path d="M220 300 L290 240 L650 240 L580 300 Z" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>` +
    `<path d="M580 300 L650 240 L650 600 L580 660 Z" fill="#e2e8f0" stroke="#cbd5e1" stroke-width="2"/>` +
    `<rect x="220" y="300" width="360" height="360" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>` +
    `<rect x="220" y="300" width="360" height="56" fill="${accent}"/>` +
    `<rect x="220" y="604" width="360" height="12" fill="${accent}" opacity="0.35"/>` +
    label(brand, name, 400, 410, 360, 22, accent)
  );
}

function bottle(brand: string, name: string, accent: string): string {
  return (
    `<rect x="345" y="150" width="110" height="70" rx="10" fill="${accent}"/>` +
    `<rect x="365" y="220" width="70" height="40" fill="#e2e8f0" stroke="#cbd5e1" stroke-width="2"/>` +
    `<path d="M365 260 L435 260 Q520 280 520 360 L520 640 Q520 670 490 670 L310 670 Q280 670 280 640 L280 360 Q280 280 365 260 Z" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>` +
    `<rect x="280" y="390" width="240" height="200" fill="#f8fafc" stroke="${accent}" stroke-width="3"/>` +
    label(brand, name, 400, 440, 240, 16, accent)
  );
}

function instrument(brand: string, name: string, accent: string): string {
  // Three hand instruments (knurled handle, tapered working end) laid on a tray.
  const tool = (y: number, reach: number) =>
    `<rect x="190" y="${y}" width="330" height="22" rx="11" fill="#cbd5e1" stroke="#94a3b8" stroke-width="2"/>` +
    `<path d="M520 ${y + 5} L${520 + reach} ${y + 11} L520 ${y + 17} Z" fill="#94a3b8"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<line x1="${230 + i * 12}" y1="${y + 3}" x2="${230 + i * 12}" y2="${y + 19}" stroke="#94a3b8" stroke-width="2"/>`,
    ).join('');
  return (
    `<rect x="150" y="290" width="500" height="240" rx="24" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>` +
    `<rect x="150" y="290" width="500" height="14" rx="7" fill="${accent}"/>` +
    tool(340, 120) +
    tool(400, 95) +
    tool(460, 110) +
    label(brand, name, 400, 600, 500, 30, accent)
  );
}

const painters: Record<ProductShape, (brand: string, name: string, accent: string) => string> = {
  box,
  bottle,
  instrument,
};

export function renderProductImage({ name, brand, categoryKey, n }: ProductImageInput): string {
  const accent = accents[hash(`${brand ?? ''}|${name}`) % accents.length]!;
  const [from, to] = backdrops[(n - 1 + backdrops.length) % backdrops.length]!;
  const pose = poses[(n - 1 + poses.length) % poses.length]!;
  const object = painters[shapeForCategory(categoryKey)](brand ?? 'Chairside', name, accent);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<ellipse cx="400" cy="700" rx="260" ry="28" fill="#0f172a" opacity="0.08"/>` +
    `<g transform="${pose}">${object}</g>` +
    `</svg>`
  );
}
