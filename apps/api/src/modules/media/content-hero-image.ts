/**
 * Hero illustrations of blog posts and landing pages (/media/content/hero/<key>.svg): a wide banner whose colours
 * and background shapes follow from the key, with a motif for the keys the demo content uses. Pure and deterministic,
 * so its URL can be cached; the page's alt text describes it, so the picture itself carries no text.
 */

const width = 1200;
const height = 630;

/** Background gradient pairs and an accent, picked by the key. */
const palettes = [
  ['#0f766e', '#134e4a', '#5eead4'],
  ['#1d4ed8', '#1e3a8a', '#93c5fd'],
  ['#4338ca', '#312e81', '#c4b5fd'],
  ['#b45309', '#78350f', '#fcd34d'],
  ['#be123c', '#881337', '#fda4af'],
  ['#15803d', '#14532d', '#86efac'],
] as const;

const white = 'fill="#ffffff"';

/** Drawn on a 240 × 240 canvas, centred on the right of the banner. */
const motifs: Record<string, string> = {
  'infection-control':
    `<path d="M120 16 L204 48 V116 C204 170 168 208 120 226 C72 208 36 170 36 116 V48 Z" ${white} opacity="0.95"/>` +
    '<rect x="106" y="70" width="28" height="100" rx="6" fill="currentColor"/>' +
    '<rect x="70" y="106" width="100" height="28" rx="6" fill="currentColor"/>',
  savings:
    [40, 88, 136, 184]
      .map(
        (x, n) => `<rect x="${x - 18}" y="${190 - 40 * (n + 1)}" width="36" height="${40 * (n + 1)}" rx="6" ${white}/>`,
      )
      .join('') + '<path d="M24 160 L88 120 L136 132 L212 52" stroke="#ffffff" stroke-width="10" fill="none"/>',
  compliance:
    `<rect x="52" y="28" width="136" height="188" rx="14" ${white}/>` +
    '<rect x="92" y="16" width="56" height="28" rx="8" fill="currentColor"/>' +
    '<path d="M84 128 L112 156 L164 96" stroke="currentColor" stroke-width="16" fill="none" stroke-linecap="round"/>',
  hygiene: tooth() + `<path d="M214 4 l8 20 20 8 -20 8 -8 20 -8 -20 -20 -8 20 -8 z" ${white}/>`,
  practice:
    `<rect x="40" y="70" width="160" height="140" rx="10" ${white}/>` +
    `<path d="M28 78 L120 20 L212 78 Z" ${white}/>` +
    '<rect x="104" y="96" width="32" height="88" rx="6" fill="currentColor"/>' +
    '<rect x="80" y="124" width="80" height="32" rx="6" fill="currentColor"/>',
  spring:
    [0, 72, 144, 216, 288]
      .map((angle) => `<ellipse cx="120" cy="70" rx="30" ry="52" ${white} transform="rotate(${angle} 120 120)"/>`)
      .join('') + '<circle cx="120" cy="120" r="30" fill="currentColor"/>',
  implants:
    `<path d="M84 28 H156 L148 64 H92 Z" ${white}/>` +
    [72, 100, 128, 156, 184]
      .map((y, n) => `<rect x="${86 + n * 3}" y="${y}" width="${68 - n * 6}" height="18" rx="9" ${white}/>`)
      .join(''),
};

function tooth(): string {
  return `<path d="M60 40 C90 20 150 20 180 40 C204 58 196 110 184 140 C174 168 168 212 150 212 C132 212 132 160 120 160 C108 160 108 212 90 212 C72 212 66 168 56 140 C44 110 36 58 60 40 Z" ${white}/>`;
}

/** FNV-1a: a small stable hash, so a key always draws the same picture. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

/** Deterministic numbers in [0, 1) from a seed (mulberry32). */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function renderContentHeroImage(key: string): string {
  const seed = hash(key);
  const [from, to, accent] = palettes[seed % palettes.length]!;
  const random = randomFrom(seed);
  const bubbles = Array.from({ length: 7 }, () => {
    const r = 30 + Math.round(random() * 110);
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="${(0.08 + random() * 0.12).toFixed(2)}"/>`;
  });
  const motif = motifs[key] ?? tooth();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    bubbles.join('') +
    `<circle cx="840" cy="315" r="220" fill="#ffffff" opacity="0.12"/>` +
    `<g transform="translate(690 165) scale(1.25)" color="${from}">${motif}</g>` +
    `<rect x="80" y="250" width="360" height="22" rx="11" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="80" y="292" width="260" height="22" rx="11" fill="#ffffff" opacity="0.5"/>` +
    `<rect x="80" y="334" width="300" height="22" rx="11" fill="#ffffff" opacity="0.5"/>` +
    '</svg>'
  );
}
