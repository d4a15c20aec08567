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

interface StructNode {
  role?: string;
  type?: string;
  children?: StructNode[];
}
const outline = (node: StructNode): string => {
  const children = (node.children ?? []).filter((c) => c.role !== undefined).map(outline);
  return children.length > 0 ? `${node.role}(${children.join(',')})` : (node.role ?? '');
};

/**
 * A page's tags as a screen reader walks them (pdf.js's structure tree), written as roles with their
 * children in brackets: `Root(Document(H1,P,Table(TR(TH,TH),TR(TD,TD))))`; null for an untagged page.
 */
export async function pdfTags(bytes: Uint8Array, pageNumber = 1): Promise<string | null> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const tree = (await (await doc.getPage(pageNumber)).getStructTree()) as StructNode | null;
  await doc.destroy();
  return tree ? outline(tree) : null;
}
