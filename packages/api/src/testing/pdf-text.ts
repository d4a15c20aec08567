import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text page by page, as a reader's « select all » gives it (pdf.js, Mozilla's reader): what the
 * records' tests compare with the data. Items on one line are joined by a space, lines by a newline.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : ' ');
    }
    pages.push(text.replace(/[ \t]+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

export const pdfText = async (bytes: Uint8Array): Promise<string> => (await pdfPages(bytes)).join('\n');
