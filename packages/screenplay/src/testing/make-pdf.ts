/** One run of text on a page: where its baseline starts (PDF points from the bottom left) and what it says. */
export type PdfText = [x: number, y: number, text: string];

const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A small, valid PDF (US Letter, Courier 12) with text at the given positions: screenplay pages
 * for the tests, written here rather than kept as files.
 */
export function makePdf(pages: PdfText[][]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  void catalog;
  const pagesIndex = objects.push('') - 1;
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>');
  const kids: number[] = [];
  for (const texts of pages) {
    const stream = texts.map(([x, y, text]) => `BT /F1 12 Tf ${x} ${y} Td (${escape(text)}) Tj ET`).join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[pagesIndex] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
