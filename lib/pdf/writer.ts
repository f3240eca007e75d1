import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * DejaVu Sans (free licence), embedded as a subset: unlike the standard PDF fonts it has the rupee sign and every
 * Latin, Greek and Cyrillic letter, so editors may write ₹ and names such as Hernández as they are. (Noto Sans
 * from npm comes out of pdf-lib's subsetter with most glyphs missing; DejaVu survives it.)
 */
export const PDF_FONT_FILES = {
  // Resolved like a module, so a build from another folder (the editor test's copy of the site) finds them too.
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

const fontBytes = new Map<string, Buffer>();
function readFont(file: string): Buffer {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(file);
    fontBytes.set(file, bytes);
  }
  return bytes;
}

let coverage: Set<number> | undefined;

/** The characters of `text` the PDF font has no glyph for (each once), e.g. Devanagari, which it cannot shape. */
export function unprintableCharacters(text: string): string[] {
  coverage ??= new Set(fontkit.create(readFont(PDF_FONT_FILES.regular)).characterSet);
  const known = coverage;
  return [...new Set([...text].filter((char) => !/\s/.test(char) && !known.has(char.codePointAt(0)!)))];
}

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const TOP = A4.height - 92;
const BOTTOM = 60;

const INK = rgb(0.11, 0.15, 0.2);
const MUTED = rgb(0.29, 0.34, 0.4);
const PRIMARY = rgb(0.06, 0.23, 0.4);
const RULE = rgb(0.84, 0.87, 0.9);
const HEAD_FILL = rgb(0.91, 0.94, 0.97);

export interface DocumentHeader {
  /** The school's name, printed at the top of every page. */
  schoolName: string;
  /** Short lines under the name: address, contacts, affiliation. */
  detailLines: string[];
  /** The document's title, repeated in the footer of every page. */
  title: string;
}

/**
 * A small flowing-layout writer over pdf-lib: text wraps to the page width, tables and blocks move to a new
 * page when they do not fit, and every page gets the school header and a "Page n of m" footer on save.
 */
export class PdfWriter {
  readonly contentWidth = A4.width - 2 * MARGIN;
  readonly left = MARGIN;
  private page!: PDFPage;
  y = TOP;

  private constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly header: DocumentHeader,
  ) {
    this.newPage();
  }

  static async create(header: DocumentHeader): Promise<PdfWriter> {
    // No automatic dates: the same content gives the same file, so unchanged PDFs stay byte-identical.
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(header.title, { showInWindowTitleBar: true });
    doc.setAuthor(header.schoolName);
    doc.setSubject(header.title);
    doc.setCreator(header.schoolName);
    doc.setProducer('pdf-lib');
    doc.setLanguage('en-IN');
    doc.registerFontkit(fontkit);
    // pdf-lib draws the subset tag from a generator seeded per document, so identical content keeps identical bytes.
    const font = await doc.embedFont(readFont(PDF_FONT_FILES.regular), { subset: true });
    const bold = await doc.embedFont(readFont(PDF_FONT_FILES.bold), { subset: true });
    return new PdfWriter(doc, font, bold, header);
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = TOP;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** Splits text into lines no wider than `width`; words longer than a line are broken. */
  wrap(text: string, width: number, font: PDFFont = this.font, size = 10.5): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  text(value: string, x: number, y: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {}): void {
    this.page.drawText(value, {
      x,
      y,
      size: options.size ?? 10.5,
      font: options.bold ? this.bold : this.font,
      color: options.color ?? INK,
    });
  }

  title(title: string, subtitle?: string): void {
    for (const line of this.wrap(title, this.contentWidth, this.bold, 18)) {
      this.ensure(24);
      this.text(line, this.left, this.y - 18, { size: 18, bold: true, color: PRIMARY });
      this.y -= 24;
    }
    if (subtitle) {
      for (const line of this.wrap(subtitle, this.contentWidth, this.font, 10.5)) {
        this.ensure(15);
        this.text(line, this.left, this.y - 11, { color: MUTED });
        this.y -= 15;
      }
    }
    this.y -= 10;
  }

  heading(value: string): void {
    // Keep a heading with what follows it (two lines of text, or a table's header and first row).
    this.ensure(20 + 70);
    this.y -= 6;
    for (const line of this.wrap(value, this.contentWidth, this.bold, 13)) {
      this.text(line, this.left, this.y - 13, { size: 13, bold: true, color: PRIMARY });
      this.y -= 18;
    }
    this.y -= 4;
  }

  paragraph(value: string, options: { size?: number; indent?: number; bold?: boolean } = {}): void {
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    const leading = size * 1.45;
    // A bold line introduces what follows: keep it with at least two lines of it.
    if (options.bold) this.ensure(leading + 50);
    for (const line of this.wrap(value, this.contentWidth - indent, options.bold ? this.bold : this.font, size)) {
      this.ensure(leading);
      this.text(line, this.left + indent, this.y - size, { size, bold: options.bold });
      this.y -= leading;
    }
    this.y -= 6;
  }

  list(items: string[], numbered = false): void {
    items.forEach((item, index) => {
      const marker = numbered ? `${index + 1}.` : '\u2022';
      const lines = this.wrap(item, this.contentWidth - 18);
      lines.forEach((line, lineIndex) => {
        this.ensure(15);
        if (lineIndex === 0) this.text(marker, this.left + 2, this.y - 10.5);
        this.text(line, this.left + 18, this.y - 10.5);
        this.y -= 15;
      });
      this.y -= 3;
    });
    this.y -= 4;
  }

  /**
   * A table with a shaded header row that is repeated when the table continues on the next page. Without a header
   * (`header: false`) the first column is shaded instead, for label and value tables.
   */
  table(columns: string[], rows: string[][], widths?: number[], options: { header?: boolean } = {}): void {
    const withHeader = options.header ?? true;
    const weights = widths ?? columns.map(() => 1);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const columnWidths = weights.map((weight) => (weight / total) * this.contentWidth);
    const padding = 5;
    const size = 9.5;
    const leading = 12.5;

    /** A header row is bold; so is the first (label) column of a table without one. */
    const isBold = (header: boolean, index: number) => header || (!withHeader && index === 0);
    const measure = (cells: string[], header: boolean) => {
      const wrapped = cells.map((cell, index) => this.wrap(cell, columnWidths[index] - 2 * padding, isBold(header, index) ? this.bold : this.font, size));
      return { wrapped, height: Math.max(...wrapped.map((lines) => lines.length)) * leading + 2 * padding };
    };

    const drawRow = (cells: string[], header: boolean) => {
      const { wrapped, height } = measure(cells, header);
      let x = this.left;
      wrapped.forEach((lines, index) => {
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width: columnWidths[index],
          height,
          borderColor: RULE,
          borderWidth: 0.8,
          color: isBold(header, index) ? HEAD_FILL : undefined,
        });
        lines.forEach((line, lineIndex) => {
          this.text(line, x + padding, this.y - padding - size - lineIndex * leading + 1.5, { size, bold: isBold(header, index) });
        });
        x += columnWidths[index];
      });
      this.y -= height;
    };

    const headerHeight = withHeader ? measure(columns, true).height : 0;
    this.ensure(headerHeight + measure(rows[0], false).height);
    if (withHeader) drawRow(columns, true);
    for (const row of rows) {
      const { height } = measure(row, false);
      if (this.y - height < BOTTOM) {
        this.newPage();
        if (withHeader) drawRow(columns, true);
      }
      drawRow(row, false);
    }
    this.y -= 14;
  }

  /** Header and footer on every page, then the file's bytes. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawText(this.header.schoolName, { x: MARGIN, y: A4.height - 42, size: 14, font: this.bold, color: PRIMARY });
      this.header.detailLines.slice(0, 2).forEach((line, lineIndex) => {
        page.drawText(this.fit(line, this.contentWidth, 8.5), { x: MARGIN, y: A4.height - 56 - lineIndex * 11, size: 8.5, font: this.font, color: MUTED });
      });
      page.drawLine({ start: { x: MARGIN, y: A4.height - 76 }, end: { x: A4.width - MARGIN, y: A4.height - 76 }, thickness: 1.2, color: PRIMARY });
      page.drawLine({ start: { x: MARGIN, y: 44 }, end: { x: A4.width - MARGIN, y: 44 }, thickness: 0.6, color: RULE });
      const pageLabel = `Page ${index + 1} of ${pages.length}`;
      page.drawText(this.fit(this.header.title, this.contentWidth - 90, 8.5), { x: MARGIN, y: 30, size: 8.5, font: this.font, color: MUTED });
      page.drawText(pageLabel, { x: A4.width - MARGIN - this.font.widthOfTextAtSize(pageLabel, 8.5), y: 30, size: 8.5, font: this.font, color: MUTED });
    });
    return this.doc.save({ useObjectStreams: true });
  }

  /** Shortens a one-line text to the width, with an ellipsis. */
  private fit(value: string, width: number, size: number): string {
    if (this.font.widthOfTextAtSize(value, size) <= width) return value;
    let cut = value.length;
    while (cut > 1 && this.font.widthOfTextAtSize(`${value.slice(0, cut)}\u2026`, size) > width) cut -= 1;
    return `${value.slice(0, cut)}\u2026`;
  }
}
