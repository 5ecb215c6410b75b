import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF (e.g. `page.pdf()`), page after page, read with pdfjs: each page's text
 * items joined by spaces (a line end counts as one), runs of white space made one space.
 */
export const pdfText = async (pdf: Buffer | Uint8Array): Promise<string> => {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : ''))
          .join(' '),
      );
    }
    return pages.join(' ').replace(/\s+/g, ' ').trim();
  } finally {
    await doc.destroy();
  }
};
