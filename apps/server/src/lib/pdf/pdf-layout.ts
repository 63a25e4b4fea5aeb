import type { Language } from '@sinar/domain';
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A4 in points, with the margins every page of a document keeps. */
export const PAGE_SIZE: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
const FOOTER_SPACE = 30;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.45);
export const RULE = rgb(0.75, 0.75, 0.78);

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** Helvetica and Helvetica Bold: standard fonts, which every reader has, so nothing is embedded. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { regular, bold };
}

const LANGUAGE_TAGS: Readonly<Record<Language, string>> = { en: 'en-MY', ms: 'ms-MY' };

/** The document's information dictionary: its title and subject, the lender as author and producer, its language and date. */
export function describeDocument(
  doc: PDFDocument,
  info: { title: string; subject: string; author: string; language: Language; date: Date },
): void {
  doc.setTitle(info.title);
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  doc.setLanguage(LANGUAGE_TAGS[info.language]);
  doc.setCreationDate(info.date);
  doc.setModificationDate(info.date);
  doc.setProducer(info.author);
  doc.setCreator(info.author);
}

/** Each font's characters, read once: a long statement prints thousands of cells. */
const CHARACTER_SETS = new WeakMap<PDFFont, ReadonlySet<number>>();

function characterSet(font: PDFFont): ReadonlySet<number> {
  let known = CHARACTER_SETS.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    CHARACTER_SETS.set(font, known);
  }
  return known;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The standard PDF fonts (Helvetica) write WinAnsi only: a character outside it (a name typed with a script the
 * font lacks) is shown as '?' rather than failing the whole document. The standard fonts keep the file small and
 * need nothing embedded; names on a MyKad are in Latin letters.
 */
export function printable(font: PDFFont, text: string): string {
  // Printable ASCII is in every standard font's WinAnsi, and is most of what a document prints.
  if (PRINTABLE_ASCII.test(text)) return text;
  const known = characterSet(font);
  return [...text.normalize('NFC')]
    .map((character) => {
      if (character === '\n' || character === '\t') return ' ';
      const code = character.codePointAt(0) ?? 0;
      return known.has(code) ? character : '?';
    })
    .join('');
}

/** Splits a paragraph into lines no wider than `width` at `size`, breaking between words. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Writes top to bottom across as many pages as the content needs: each call says how much height it takes, and a
 * new page starts when the current one has no room for it.
 */
export class FlowWriter {
  readonly #doc: PDFDocument;
  readonly fonts: Fonts;
  page: PDFPage;
  y: number;
  #pageFont: PDFFont | undefined;
  readonly #onNewPage: ((writer: FlowWriter) => void) | undefined;

  /** `onNewPage` writes what heads every page after the first (a running title, a table's column headings). */
  constructor(doc: PDFDocument, fonts: Fonts, options: { onNewPage?: (writer: FlowWriter) => void } = {}) {
    this.#doc = doc;
    this.fonts = fonts;
    this.#onNewPage = options.onNewPage;
    this.page = doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
  }

  get width(): number {
    return PAGE_SIZE[0] - 2 * MARGIN;
  }

  /** Makes sure `height` points fit below the cursor, starting a new page if they do not. */
  room(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) {
      this.page = this.#doc.addPage(PAGE_SIZE);
      this.#pageFont = undefined;
      this.y = PAGE_SIZE[1] - MARGIN;
      this.#onNewPage?.(this);
    }
  }

  /**
   * Sets the page's font only when it changes: pdf-lib adds a resource name each time a font is set, and naming the
   * font on every line would fill the page's resources with hundreds of them.
   */
  use(font: PDFFont): void {
    if (this.#pageFont === font) return;
    this.page.setFont(font);
    this.#pageFont = font;
  }

  gap(height: number): void {
    this.y -= height;
  }

  text(text: string, options: { size?: number; bold?: boolean; x?: number; color?: typeof INK } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.room(size * 1.4);
    this.y -= size * 1.4;
    this.use(font);
    this.page.drawText(printable(font, text), {
      x: MARGIN + (options.x ?? 0),
      y: this.y,
      size,
      color: options.color ?? INK,
    });
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const size = options.size ?? 9.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(font, text, size, this.width - indent)) {
      this.text(line, { size, bold: options.bold ?? false, x: indent });
    }
    this.gap(size * 0.6);
  }

  heading(text: string): void {
    this.room(40);
    this.gap(8);
    this.text(text, { size: 12, bold: true });
    this.rule();
  }

  rule(): void {
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_SIZE[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 4;
  }

  /** A label and its value on one line, the value wrapping in its own column. */
  labelled(label: string, value: string, labelWidth = 190): void {
    const size = 9.5;
    const lines = wrap(this.fonts.regular, value, size, this.width - labelWidth);
    this.room(size * 1.4 * Math.max(1, lines.length));
    const top = this.y;
    this.text(label, { size, color: MUTED });
    this.y = top;
    for (const line of lines.length > 0 ? lines : ['']) this.text(line, { size, x: labelWidth });
    this.gap(2);
  }

  /**
   * A row of cells: the first `leftAligned` (2 unless told) start at their column's left edge, the others end at its
   * right edge. A cell too wide for its column wraps within it, and the row grows to its tallest cell.
   */
  row(
    cells: readonly string[],
    columns: readonly number[],
    options: { bold?: boolean; leftAligned?: number; size?: number } = {},
  ): void {
    const size = options.size ?? 8.5;
    const lineHeight = size * 1.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const leftAligned = options.leftAligned ?? 2;
    const wrapped = cells.map((cell, index) => {
      const text = printable(font, cell);
      const width = (columns[index] ?? 0) - 4;
      return font.widthOfTextAtSize(text, size) <= width ? [text] : wrap(font, text, size, width);
    });
    const height = lineHeight * Math.max(1, ...wrapped.map((lines) => lines.length));
    this.room(height);
    const top = this.y;
    this.y -= height;
    this.use(font);
    let x = MARGIN;
    wrapped.forEach((lines, index) => {
      const width = columns[index] ?? 0;
      lines.forEach((text, line) => {
        if (text === '') return;
        const offset = index < leftAligned ? 2 : width - font.widthOfTextAtSize(text, size) - 2;
        this.page.drawText(text, { x: x + offset, y: top - lineHeight * (line + 1), size, color: INK });
      });
      x += width;
    });
  }
}

/** 'Page 1 of 3' at the foot of every page of the document. */
export function numberPages(
  doc: PDFDocument,
  font: PDFFont,
  label: (page: number, pages: number) => string,
): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const text = printable(font, label(index + 1, pages.length));
    const size = 8;
    page.setFont(font);
    page.drawText(text, {
      x: PAGE_SIZE[0] - MARGIN - font.widthOfTextAtSize(text, size),
      y: MARGIN - 20,
      size,
      color: MUTED,
    });
  });
}
