/** What a test sees of one PDF page: its text runs in order, and how many pictures it paints. */
export interface PdfPageContent {
  texts: string[];
  images: number;
}

/** A PDF read back with pdf.js, page by page (from a copy: pdf.js takes its bytes over, and refuses a Buffer). */
export async function readPdfPages(bytes: Uint8Array): Promise<PdfPageContent[]> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: PdfPageContent[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const texts = (await page.getTextContent()).items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : []));
      const { fnArray } = await page.getOperatorList();
      pages.push({ texts, images: fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
