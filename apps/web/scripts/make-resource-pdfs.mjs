// Writes the footer's downloadable resources (public/downloads/*.pdf) as small, valid PDF 1.4
// files: one US Letter page each, Helvetica text, form fields drawn as labelled lines.
// Run once with `node apps/web/scripts/make-resource-pdfs.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'downloads');
const pageWidth = 612;
const margin = 54;

const escape = (text) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** Lays out blocks top-down and returns the page's content stream. */
function layout(blocks) {
  const ops = [];
  let y = 740;
  const text = (value, size, font = 'F1', x = margin) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${escape(value)}) Tj ET`);
  for (const block of blocks) {
    if (block.title) {
      text(block.title, 20, 'F2');
      y -= 16;
      text('Chairside - dental and medical supplies | support@chairside.example | 1-800-555-0142', 9);
      y -= 12;
      ops.push(`${margin} ${y} m ${pageWidth - margin} ${y} l 1.5 w S`);
      y -= 26;
    }
    if (block.heading) {
      text(block.heading, 12.5, 'F2');
      y -= 18;
    }
    for (const line of block.lines ?? []) {
      text(line, 10.5);
      y -= 15;
    }
    for (const row of block.fields ?? []) {
      // A row holds one or two fields; each is a label above a line to write on.
      const width = (pageWidth - 2 * margin - (row.length - 1) * 18) / row.length;
      row.forEach((label, index) => {
        const x = margin + index * (width + 18);
        text(label, 8.5, 'F1', x);
        ops.push(`${x} ${y - 16} m ${x + width} ${y - 16} l 0.6 w S`);
      });
      y -= 34;
    }
    y -= 10;
  }
  return ops.join('\n');
}

function pdf(title, blocks) {
  const content = layout([{ title }, ...blocks]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escape(title)}) /Author (Chairside) /Producer (make-resource-pdfs.mjs) >>`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const files = {
  'instructions-for-use.pdf': pdf('Instructions for Use', [
    {
      heading: '1. Before use',
      lines: [
        "Read these instructions and the manufacturer's package insert before first use.",
        'Check the package for damage and the expiration date on the label. Do not use expired product.',
        'Sterile products are sterile only while the package is closed and undamaged.',
      ],
    },
    {
      heading: '2. Storage',
      lines: [
        'Store at room temperature (15-30 C / 59-86 F) in a dry place, away from direct sunlight.',
        'Refrigerated items are marked on the carton and ship in insulated packaging.',
      ],
    },
    {
      heading: '3. Handling and use',
      lines: [
        'Follow aseptic technique. Single-use devices must not be reprocessed or reused.',
        'Controlled items ship only to addresses with an active DEA registration.',
        'Dispose of sharps and biohazardous waste according to local regulations.',
      ],
    },
    {
      heading: '4. Lot tracking',
      lines: [
        'Record the lot number of implanted and grafted materials in the patient record.',
        'Use the Chairside tracking forms for implants and bone grafts (see Resources).',
      ],
    },
    {
      heading: '5. Questions and returns',
      lines: [
        'Customer support: 1-800-555-0142, Mon-Fri 8:00am-8:00pm, support@chairside.example.',
        'Returns follow the return policy of each product line at chairside.example/docs.',
      ],
    },
  ]),
  'tracking-form-implants.pdf': pdf('Implant Tracking Form', [
    {
      heading: 'Practice',
      fields: [
        ['Practice name', 'Chairside account number'],
        ['Surgeon', 'Date of surgery'],
      ],
    },
    { heading: 'Patient', fields: [['Patient name or chart ID', 'Date of birth']] },
    {
      heading: 'Implant',
      fields: [
        ['Manufacturer', 'Implant system'],
        ['Item number', 'Lot number'],
        ['Diameter x length (mm)', 'Site (tooth number)'],
        ['Abutment item number', 'Abutment lot number'],
      ],
    },
    { heading: 'Notes', fields: [['Torque, stability, complications'], ['Signature', 'Date']] },
    { lines: ['Keep this form with the patient record. Attach the lot labels from the package where possible.'] },
  ]),
  'tracking-form-bone-grafts.pdf': pdf('Bone Graft Tracking Form', [
    {
      heading: 'Practice',
      fields: [
        ['Practice name', 'Chairside account number'],
        ['Clinician', 'Date of procedure'],
      ],
    },
    { heading: 'Patient', fields: [['Patient name or chart ID', 'Date of birth']] },
    {
      heading: 'Graft material',
      fields: [
        ['Manufacturer', 'Product (allograft, xenograft, synthetic)'],
        ['Item number', 'Lot / donor ID number'],
        ['Volume or particle size', 'Expiration date'],
        ['Membrane item number', 'Membrane lot number'],
      ],
    },
    { heading: 'Procedure', fields: [['Site and indication (socket, ridge, sinus)'], ['Signature', 'Date']] },
    {
      lines: [
        'Tissue-bank regulations require traceability of allograft tissue to the recipient. Keep this form on file.',
      ],
    },
  ]),
};

mkdirSync(outDir, { recursive: true });
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(join(outDir, name), bytes);
  process.stdout.write(`wrote public/downloads/${name} (${bytes.length} bytes)\n`);
}
