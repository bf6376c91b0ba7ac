import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit document shows, one string per text run, for tests to read without a PDF parser: pdfkit writes
 * built-in-font text as hex strings in TJ arrays (split at kerning adjustments), in page streams that are deflated
 * unless the document was made with `compress: false`.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const streamPattern = /\bstream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const body = pdf.subarray(start, end);
    const dictionary = raw.slice(raw.lastIndexOf(' obj', match.index), match.index);
    streams.push(dictionary.includes('/FlateDecode') ? inflateSync(body).toString('latin1') : body.toString('latin1'));
    streamPattern.lastIndex = end;
  }
  return streams.flatMap((content) =>
    [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, array]) =>
      [...array!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
    ),
  );
}
