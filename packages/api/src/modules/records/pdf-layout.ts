import { createRequire } from 'node:module';
import { site } from '@app/contract';
import PDFDocument from 'pdfkit';

// The federation's A4 records (issue 33) drawn with pdfkit on the server: no browser. One embedded font
// (Liberation Sans, assets/fonts with its licence) so that accents, « », ’ and → are real text a reader
// selects and a screen reader reads; pdfkit embeds only the glyphs used. Tagged: headings H1–H3, paragraphs,
// tables (Table/TR/TH/TD) in reading order under one Document element; the page furniture (header, footer,
// watermark, row shading, a table's header repeated on a new page) is marked Artifact, which readers skip.

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`@app/api/assets/fonts/${file}`);
const REGULAR = font('LiberationSans-Regular.ttf');
const BOLD = font('LiberationSans-Bold.ttf');

export type Lang = 'fr' | 'en';
export const FEDERATION = { fr: "Fédération Française d'Aviron", en: 'French Rowing Federation' };
const MARGIN = 42;
const TOP = 78;
const BOTTOM = 56;

export interface Column {
  label: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right';
}
export type Cell = string | number | null | undefined;

/** One document: its pages, and those to watermark « Provisoire » (results not yet official). */
export class PdfRecord {
  readonly doc: PDFKit.PDFDocument;
  private readonly provisional = new Set<number>();
  private page = 0;
  private readonly root: PDFKit.PDFStructureElement;

  constructor(
    readonly lang: Lang,
    readonly title: string,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: TOP, bottom: BOTTOM, left: MARGIN, right: MARGIN },
      bufferPages: true,
      autoFirstPage: false,
      lang: lang === 'fr' ? 'fr-FR' : 'en-GB',
      tagged: true,
      displayTitle: true,
      font: REGULAR,
      info: { Title: title, Author: FEDERATION[lang], Subject: site.name, Creator: site.name },
    });
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    // Fonts are named by their file, never registered under another name: pdfkit caches a font under the
    // name it was first opened by, and a registered alias of an open font was parsed again on every use.
    this.doc.on('pageAdded', () => {
      this.page += 1;
      this.drawHeader();
    });
    this.doc.addPage();
  }

  get width() {
    return this.doc.page.width - 2 * MARGIN;
  }
  private get bottom() {
    return this.doc.page.height - BOTTOM;
  }

  /** Content drawn by `draw` as a structure element of `type`, next in reading order. */
  private tagged(type: string, draw: () => void, parent: PDFKit.PDFStructureElement = this.root) {
    const element = this.doc.struct(type, {}, draw);
    parent.add(element);
    return element;
  }

  /** Content that is no part of the text: readers skip it. */
  private artifact(draw: () => void, type?: 'Pagination' | 'Layout') {
    this.doc.markContent('Artifact', type ? { type } : undefined);
    draw();
    this.doc.endMarkedContent();
  }

  private drawHeader() {
    this.artifact(() => this.drawHeaderText(), 'Pagination');
  }

  private drawHeaderText() {
    const { doc } = this;
    const y = 24;
    doc.save();
    doc.font(BOLD).fontSize(9).fillColor('#0c4a6e').text(FEDERATION[this.lang].toUpperCase(), MARGIN, y, {
      width: this.width,
      lineBreak: false,
    });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor('#334155')
      .text(site.name, MARGIN, y + 12, {
        width: this.width,
        lineBreak: false,
      });
    doc
      .moveTo(MARGIN, y + 28)
      .lineTo(MARGIN + this.width, y + 28)
      .lineWidth(0.7)
      .strokeColor('#0c4a6e')
      .stroke();
    doc.restore();
    doc.font(REGULAR).fontSize(10).fillColor('#000000');
    doc.x = MARGIN;
    doc.y = TOP;
  }

  /** Room for `height` points on this page, or a new page. */
  ensure(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** A heading of `level` (1, the document's title; 2, its parts; 3, the races inside a part). */
  heading(text: string, size = 15, level: 1 | 2 | 3 = 1) {
    this.ensure(size * 3);
    this.tagged(`H${level}`, () =>
      this.doc.font(BOLD).fontSize(size).fillColor('#0f172a').text(text, MARGIN, this.doc.y, { width: this.width }),
    );
    this.doc.moveDown(0.2);
  }

  line(text: string, options: { bold?: boolean; size?: number; colour?: string } = {}) {
    const size = options.size ?? 10;
    this.ensure(size * 1.6);
    this.tagged('P', () =>
      this.doc
        .font(options.bold ? BOLD : REGULAR)
        .fontSize(size)
        .fillColor(options.colour ?? '#1e293b')
        .text(text, MARGIN, this.doc.y, { width: this.width }),
    );
  }

  gap(lines = 0.6) {
    this.doc.moveDown(lines);
  }

  /** A table whose header row is drawn again at the top of every page it runs onto. */
  table(columns: readonly Column[], rows: readonly (readonly Cell[])[]) {
    const { doc } = this;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const rowHeight = 15;
    const table = this.doc.struct('Table');
    this.root.add(table);
    // A row is a TR of TH or TD cells; a header repeated on a new page (row === null) is an artifact.
    const drawRow = (cells: readonly Cell[], bold: boolean, row: PDFKit.PDFStructureElement | null) => {
      const y = doc.y;
      let x = MARGIN;
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(9)
        .fillColor('#0f172a');
      cells.forEach((cell, i) => {
        const w = widths[i] ?? 0;
        const left = x;
        const draw = () =>
          doc.text(cell === null || cell === undefined ? '' : String(cell), left + 2, y + 3, {
            width: w - 4,
            align: columns[i]?.align ?? 'left',
            // One line per cell, cut with « … » when it does not fit (a height of one line stops the wrap).
            height: 11,
            lineBreak: false,
            ellipsis: true,
            // No kerning or ligatures in table cells: shaping each cell was most of a 120-race day's time.
            features: [],
          });
        if (row) this.tagged(bold ? 'TH' : 'TD', draw, row);
        else this.artifact(draw, 'Pagination');
        x += w;
      });
      row?.end();
      doc.y = y + rowHeight;
      doc.x = MARGIN;
    };
    const tr = () => {
      const row = doc.struct('TR');
      table.add(row);
      return row;
    };
    const header = (repeated: boolean) => {
      this.artifact(() => doc.rect(MARGIN, doc.y, this.width, rowHeight).fill('#e2e8f0'), 'Layout');
      drawRow(
        columns.map((c) => c.label),
        true,
        repeated ? null : tr(),
      );
    };
    this.ensure(rowHeight * 3);
    header(false);
    rows.forEach((row, i) => {
      if (doc.y + rowHeight > this.bottom) {
        doc.addPage();
        header(true);
      }
      if (i % 2 === 1) this.artifact(() => doc.rect(MARGIN, doc.y, this.width, rowHeight).fill('#f8fafc'), 'Layout');
      drawRow(row, false, tr());
    });
    table.end();
    this.gap();
  }

  /** The pages `draw` draws on are watermarked (a provisional race's section). */
  markProvisional<T>(draw: () => T): T {
    const first = this.page;
    const answer = draw();
    for (let p = first; p <= this.page; p++) this.provisional.add(p);
    return answer;
  }

  /** Page numbers and watermarks, then the bytes. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    const watermark = this.lang === 'fr' ? 'Provisoire' : 'Provisional';
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Drawn in the bottom margin: a footer must not move the page's flow onto a new page.
      const margins = doc.page.margins;
      doc.page.margins = { ...margins, bottom: 0 };
      const label = this.lang === 'fr' ? `Page ${i + 1} sur ${range.count}` : `Page ${i + 1} of ${range.count}`;
      this.artifact(() => {
        doc.font(REGULAR).fontSize(8).fillColor('#475569');
        doc.text(`${this.title} · ${label}`, MARGIN, doc.page.height - 34, {
          width: this.width,
          align: 'center',
          lineBreak: false,
        });
      }, 'Pagination');
      if (this.provisional.has(i + 1))
        this.artifact(() => {
          doc.save();
          doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
          doc.font(BOLD).fontSize(90).fillColor('#dc2626').fillOpacity(0.12);
          doc.text(watermark, 0, doc.page.height / 2 - 45, {
            width: doc.page.width,
            align: 'center',
            lineBreak: false,
          });
          doc.restore();
        }, 'Layout');
      doc.page.margins = margins;
    }
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc.end();
    });
  }
}
