/**
 * A PDF document described as data (`PdfDocumentSpec`) and drawn by `renderPdf` on A4 pages:
 * a header (business details and logo on the left, the document's heading and its details on the
 * right), then blocks from top to bottom (parties, text, label/value fields, tables that break
 * across pages and repeat their header row, a totals block, boxed sections), and a footer on
 * every page with 'Page n of m'.
 *
 * Reuse: a new kind of document (a transfer receipt, a bank statement) is a function from its
 * contract types to a `PdfDocumentSpec` (see src/features/invoices/pdf/invoice-pdf.ts), then
 * `renderPdf(spec, { fonts })`. A statement is a header, a 'parties' block for the account, a
 * `table` of transactions (hundreds of rows page themselves) and a `totals` block for the closing
 * balance. New block kinds go here, drawn by one function each.
 */
import { PageSizes, PDFDocument, type PDFImage, type PDFPage, rgb, type RGB } from 'pdf-lib';
import type { FontBytes, FontLoader } from './fonts';
import { type EmbeddedFace, embeddedFace } from './embedded-font';
import { cleanLine, type FontChain, runWidth, toRuns, widthOf, wrapText } from './text';
import { parseTrueType, type TrueTypeFont } from './truetype';

export interface PdfMeta {
  title: string;
  /** The business issuing the document. */
  author: string;
  subject?: string;
  /** Defaults to now. */
  creationDate?: Date;
}

export interface PdfLabelled {
  label: string;
  value: string;
}

export interface PdfHeader {
  /** The business's name, the first line of the left column. */
  name: string;
  /** Address, phone, e-mail, tax number: one line each (empty ones are skipped). */
  lines: readonly string[];
  /** A PNG or JPEG image; anything else (or a damaged file) is left out. */
  logo?: Uint8Array | null;
  /** 'Invoice', 'Receipt', 'Statement': large, on the right. */
  heading: string;
  /** Label/value pairs under the heading (number, dates, status). */
  details: readonly PdfLabelled[];
}

export interface PdfColumn {
  header: string;
  /** Share of the content width; the shares of a table need not add up to 1 (they are scaled). */
  width: number;
  align?: 'left' | 'right';
}

export type PdfBlock =
  /** Side-by-side columns, each a small label over lines ('Bill to' over the customer's details). */
  | { kind: 'parties'; columns: readonly { label: string; lines: readonly string[] }[] }
  /** A paragraph (wraps; line breaks in it are kept). */
  | { kind: 'text'; title?: string; text: string; size?: number; bold?: boolean; muted?: boolean }
  /** Label/value rows, labels in a narrow column. */
  | { kind: 'fields'; title?: string; rows: readonly PdfLabelled[] }
  /** A table whose rows break across pages, with the header row repeated on each page. */
  | { kind: 'table'; title?: string; columns: readonly PdfColumn[]; rows: readonly (readonly string[])[] }
  /** Right-aligned sums; `strong` rows are bold with a rule above. Kept on one page. */
  | { kind: 'totals'; rows: readonly (PdfLabelled & { strong?: boolean })[] }
  /** A titled, shaded box of label/value rows (how to pay), kept on one page. */
  | { kind: 'box'; title: string; rows: readonly PdfLabelled[] }
  | { kind: 'spacer'; height: number };

export interface PdfDocumentSpec {
  meta: PdfMeta;
  header: PdfHeader;
  blocks: readonly PdfBlock[];
  /** Small text at the bottom left of every page. */
  footer?: string;
}

export interface RenderOptions {
  /** Where the fonts come from: the app's own origin by default (`browser-fonts.ts`); Node passes `nodeFonts`. */
  fonts?: FontLoader;
}

const fromOwnOrigin: FontLoader = () => import('./browser-fonts').then((m) => m.browserFonts());

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const RIGHT = PAGE_WIDTH - MARGIN;
const FOOTER_Y = 28;
const CONTENT_BOTTOM = 56;
const BODY = 9.5;
const SMALL = 8;
const LEADING = 1.4;
const CELL_PAD = 4.5;
/** Lines of one table cell or field at most: a row always fits on a page. */
const MAX_CELL_LINES = 30;
/** Lines of a paragraph (a note) at most: about four pages. */
const MAX_PARAGRAPH_LINES = 240;

const INK = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.4, 0.43, 0.48);
const RULE = rgb(0.82, 0.84, 0.87);
const SHADE = rgb(0.95, 0.96, 0.97);
const ACCENT = rgb(0.09, 0.32, 0.55);

interface Fonts {
  regular: FontChain;
  bold: FontChain;
  /** Writes every face used into the document (after the last page is drawn). */
  finish(): void;
}

// Parsed once per font file (the loader hands the same bytes to every document of a page load).
const parsed = new WeakMap<object, Promise<TrueTypeFont>>();

function parseOnce(bytes: FontBytes): Promise<TrueTypeFont> {
  const key: object = bytes;
  let font = parsed.get(key);
  if (!font) {
    font = parseTrueType(bytes);
    parsed.set(key, font);
    font.catch(() => parsed.delete(key));
  }
  return font;
}

/** 'LDGAAA', 'LDGAAB', ...: the subset tag of the n-th face. */
const subsetTag = (n: number) =>
  `LDG${String.fromCharCode(65 + (Math.floor(n / 676) % 26), 65 + (Math.floor(n / 26) % 26), 65 + (n % 26))}`;

async function embedFonts(doc: PDFDocument, loader: FontLoader): Promise<Fonts> {
  const files = await loader();
  if (!files.length) throw new Error('A PDF needs at least one font.');
  const faces: EmbeddedFace[] = [];
  const face = async (bytes: FontBytes) => {
    const made = embeddedFace(doc, await parseOnce(bytes), subsetTag(faces.length));
    faces.push(made);
    return made;
  };
  const regular: EmbeddedFace[] = [];
  const bold: EmbeddedFace[] = [];
  for (const pair of files) {
    regular.push(await face(pair.regular));
    bold.push(await face(pair.bold));
  }
  return { regular, bold, finish: () => faces.forEach((f) => f.finish()) };
}

/** PNG or JPEG by its first bytes, embedded; null for another format or a file pdf-lib cannot read. */
async function embedLogo(doc: PDFDocument, bytes: Uint8Array | null | undefined): Promise<PDFImage | null> {
  if (!bytes || bytes.length < 4) return null;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return await doc.embedJpg(bytes);
  } catch {
    return null;
  }
  return null;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

/** Draws pages top to bottom; `y` is the top of the next thing to draw. */
class Layout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  private repeat: (() => void) | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    this.repeat?.();
  }

  /** Starts a new page unless `height` fits above the footer. */
  ensure(height: number): void {
    if (this.y - height < CONTENT_BOTTOM && this.y < PAGE_HEIGHT - MARGIN) this.newPage();
  }

  /** While `draw` runs, every new page first repeats `header` (a table's header row). */
  withRepeatedHeader(header: () => void, draw: () => void): void {
    this.repeat = header;
    try {
      draw();
    } finally {
      this.repeat = null;
    }
  }

  chain(style: TextStyle): FontChain {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  lineHeight(style: TextStyle): number {
    return (style.size ?? BODY) * LEADING;
  }

  width(text: string, style: TextStyle): number {
    return widthOf(text, this.chain(style), style.size ?? BODY);
  }

  /** Wrapped lines; past `max` lines the rest is cut and the last line ends with '…' (a row never outgrows a page). */
  wrap(text: string, style: TextStyle, width: number, max = Infinity): string[] {
    const lines = wrapText(text, this.chain(style), style.size ?? BODY, width, max);
    if (lines.length <= max) return lines;
    const kept = lines.slice(0, max);
    const chain = this.chain(style);
    const size = style.size ?? BODY;
    let last = `${kept[max - 1] ?? ''}…`;
    while (last.length > 1 && widthOf(last, chain, size) > width) last = `${Array.from(last).slice(0, -2).join('')}…`;
    kept[max - 1] = last;
    return kept;
  }

  /** One line with its baseline `size` below `top`, starting at x (or ending at x when right-aligned). */
  line(text: string, x: number, top: number, style: TextStyle, align: 'left' | 'right' = 'left'): void {
    const size = style.size ?? BODY;
    const chain = this.chain(style);
    let at = align === 'right' ? x - widthOf(text, chain, size) : x;
    const baseline = top - size;
    for (const run of toRuns(text, chain)) {
      run.face.show(this.page, run.text, { x: at, y: baseline, size, color: style.color ?? INK });
      at += runWidth(run, size);
    }
  }

  /** Wrapped lines from the cursor down, breaking pages between lines; returns nothing, moves `y`. */
  paragraph(text: string, style: TextStyle, x = MARGIN, width = CONTENT_WIDTH): void {
    const height = this.lineHeight(style);
    for (const text_ of this.wrap(text, style, width, MAX_PARAGRAPH_LINES)) {
      this.ensure(height);
      this.line(text_, x, this.y, style);
      this.y -= height;
    }
  }

  rule(y: number, x1 = MARGIN, x2 = RIGHT, color = RULE, thickness = 0.75): void {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color });
  }
}

function drawHeader(layout: Layout, header: PdfHeader, logo: PDFImage | null): void {
  const top = layout.y;
  const leftWidth = CONTENT_WIDTH * 0.55;
  let left = top;
  if (logo) {
    const box = logo.scaleToFit(140, 56);
    layout.page.drawImage(logo, { x: MARGIN, y: left - box.height, width: box.width, height: box.height });
    left -= box.height + 10;
  }
  const nameStyle = { size: 14, bold: true };
  for (const text of layout.wrap(header.name, nameStyle, leftWidth, 3)) {
    layout.line(text, MARGIN, left, nameStyle);
    left -= layout.lineHeight(nameStyle);
  }
  const detail = { size: SMALL + 0.5, color: MUTED };
  for (const entry of header.lines.filter((l) => l.trim())) {
    for (const text of layout.wrap(entry, detail, leftWidth, 3)) {
      layout.line(text, MARGIN, left, detail);
      left -= layout.lineHeight(detail);
    }
  }

  const rightX = MARGIN + leftWidth + 16;
  const rightWidth = RIGHT - rightX;
  const headingStyle = { size: 22, bold: true, color: ACCENT };
  let right = top;
  layout.line(cleanLine(header.heading).toUpperCase(), RIGHT, right, headingStyle, 'right');
  right -= 22 * 1.3 + 4;
  const labelStyle = { size: SMALL + 0.5, color: MUTED };
  const valueStyle = { size: BODY, bold: true };
  for (const { label, value } of header.details) {
    const labelWidth = Math.min(layout.width(label, labelStyle) + 10, rightWidth * 0.45);
    const lines = layout.wrap(value, valueStyle, rightWidth - labelWidth, 3);
    layout.line(label, rightX, right - (valueStyle.size - labelStyle.size), labelStyle);
    for (const text of lines) {
      layout.line(text, RIGHT, right, valueStyle, 'right');
      right -= layout.lineHeight(valueStyle);
    }
  }
  layout.y = Math.min(left, right) - 10;
  layout.rule(layout.y, MARGIN, RIGHT, ACCENT, 1.5);
  layout.y -= 18;
}

function drawParties(layout: Layout, block: Extract<PdfBlock, { kind: 'parties' }>): void {
  const count = Math.max(1, block.columns.length);
  const gap = 24;
  const width = (CONTENT_WIDTH - gap * (count - 1)) / count;
  const label = { size: SMALL, bold: true, color: MUTED };
  const wrapped = block.columns.map((column) =>
    column.lines
      .filter((l) => l.trim())
      .flatMap((text, i) => layout.wrap(text, { bold: i === 0 }, width, 4).map((t) => ({ t, bold: i === 0 }))),
  );
  const tallest = Math.max(0, ...wrapped.map((lines) => lines.length));
  layout.ensure(layout.lineHeight(label) + tallest * layout.lineHeight({}));
  const top = layout.y;
  let bottom = top;
  block.columns.forEach((column, i) => {
    const x = MARGIN + i * (width + gap);
    let y = top;
    layout.line(cleanLine(column.label).toUpperCase(), x, y, label);
    y -= layout.lineHeight(label) + 2;
    for (const { t, bold } of wrapped[i] ?? []) {
      layout.line(t, x, y, { bold });
      y -= layout.lineHeight({});
    }
    bottom = Math.min(bottom, y);
  });
  layout.y = bottom - 14;
}

function drawTitle(layout: Layout, title: string, keepWith: number): void {
  const style = { size: BODY + 1, bold: true };
  layout.ensure(layout.lineHeight(style) + 4 + keepWith);
  layout.line(title, MARGIN, layout.y, style);
  layout.y -= layout.lineHeight(style) + 4;
}

function drawFields(layout: Layout, block: Extract<PdfBlock, { kind: 'fields' }>): void {
  const labelWidth = CONTENT_WIDTH * 0.3;
  const labelStyle = { color: MUTED };
  if (block.title) drawTitle(layout, block.title, layout.lineHeight({}));
  for (const { label, value } of block.rows) {
    const labels = layout.wrap(label, labelStyle, labelWidth - 8, 3);
    const values = layout.wrap(value, {}, CONTENT_WIDTH - labelWidth, MAX_CELL_LINES);
    const height = Math.max(labels.length, values.length) * layout.lineHeight({});
    layout.ensure(height);
    labels.forEach((t, i) => layout.line(t, MARGIN, layout.y - i * layout.lineHeight({}), labelStyle));
    values.forEach((t, i) => layout.line(t, MARGIN + labelWidth, layout.y - i * layout.lineHeight({}), {}));
    layout.y -= height + 2;
  }
  layout.y -= 10;
}

/** Draws a table; its last row moves to the next page unless `keepWith` points fit under it (totals never stand alone). */
function drawTable(layout: Layout, block: Extract<PdfBlock, { kind: 'table' }>, keepWith = 0): void {
  const total = block.columns.reduce((sum, c) => sum + c.width, 0) || 1;
  const widths = block.columns.map((c) => (c.width / total) * CONTENT_WIDTH);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const headStyle = { size: SMALL + 0.5, bold: true, color: MUTED };
  const cellLine = layout.lineHeight({});

  const cellLines = (cells: readonly string[], style: TextStyle) =>
    block.columns.map((_, i) => layout.wrap(cells[i] ?? '', style, (widths[i] ?? 0) - 2 * CELL_PAD, MAX_CELL_LINES));

  const drawRow = (lines: string[][], style: TextStyle, lineHeight: number, shaded: boolean) => {
    const height = Math.max(1, ...lines.map((l) => l.length)) * lineHeight + 2 * CELL_PAD;
    if (shaded) layout.page.drawRectangle({ x: MARGIN, y: layout.y - height, width: CONTENT_WIDTH, height, color: SHADE });
    block.columns.forEach((column, i) => {
      const right = column.align === 'right';
      const x = right ? (xs[i] ?? 0) + (widths[i] ?? 0) - CELL_PAD : (xs[i] ?? 0) + CELL_PAD;
      (lines[i] ?? []).forEach((t, n) =>
        layout.line(t, x, layout.y - CELL_PAD - n * lineHeight, style, right ? 'right' : 'left'),
      );
    });
    layout.y -= height;
    layout.rule(layout.y);
  };

  const headLines = cellLines(
    block.columns.map((c) => c.header),
    headStyle,
  );
  const headHeight = Math.max(1, ...headLines.map((l) => l.length)) * layout.lineHeight(headStyle) + 2 * CELL_PAD;
  const drawHead = () => drawRow(headLines, headStyle, layout.lineHeight(headStyle), true);

  const firstRow = block.rows[0] ? cellLines(block.rows[0], {}) : [];
  const firstHeight = Math.max(1, ...firstRow.map((l) => l.length)) * cellLine + 2 * CELL_PAD;
  const firstKeep = headHeight + firstHeight + (block.rows.length === 1 ? 12 + keepWith : 0);
  if (block.title) drawTitle(layout, block.title, firstKeep);
  else layout.ensure(firstKeep);
  drawHead();
  layout.withRepeatedHeader(drawHead, () => {
    block.rows.forEach((row, index) => {
      const lines = cellLines(row, {});
      const height = Math.max(1, ...lines.map((l) => l.length)) * cellLine + 2 * CELL_PAD;
      const last = index === block.rows.length - 1;
      layout.ensure(last ? height + 12 + keepWith : height);
      drawRow(lines, {}, cellLine, false);
    });
  });
  layout.y -= 12;
}

const totalsRowHeight = (layout: Layout, strong?: boolean) =>
  layout.lineHeight({ bold: strong, size: strong ? BODY + 1 : BODY }) + (strong ? 8 : 3);

function totalsHeight(layout: Layout, block: Extract<PdfBlock, { kind: 'totals' }>): number {
  return block.rows.reduce((sum, row) => sum + totalsRowHeight(layout, row.strong), 0);
}

function drawTotals(layout: Layout, block: Extract<PdfBlock, { kind: 'totals' }>): void {
  const width = CONTENT_WIDTH * 0.48;
  const x = RIGHT - width;
  const rowHeight = (strong?: boolean) => totalsRowHeight(layout, strong);
  layout.ensure(totalsHeight(layout, block));
  for (const { label, value, strong } of block.rows) {
    const style = { bold: strong, size: strong ? BODY + 1 : BODY };
    if (strong) {
      layout.rule(layout.y - 1, x, RIGHT);
      layout.y -= 5;
    }
    const valueWidth = Math.min(layout.width(value, style), width * 0.6);
    const labelLine = layout.wrap(label, { ...style, color: strong ? INK : MUTED }, width - valueWidth - 12, 1)[0] ?? '';
    layout.line(labelLine, x, layout.y, { ...style, color: strong ? INK : MUTED });
    layout.line(value, RIGHT, layout.y, style, 'right');
    layout.y -= rowHeight(strong) - (strong ? 5 : 0);
  }
  layout.y -= 12;
}

function drawBox(layout: Layout, block: Extract<PdfBlock, { kind: 'box' }>): void {
  const pad = 10;
  const inner = CONTENT_WIDTH - 2 * pad;
  const labelWidth = inner * 0.32;
  const titleStyle = { bold: true, size: BODY + 0.5 };
  const rows = block.rows.map(({ label, value }) => ({
    labels: layout.wrap(label, { color: MUTED }, labelWidth - 8, 2),
    values: layout.wrap(value, { bold: true }, inner - labelWidth, 4),
  }));
  const line = layout.lineHeight({});
  const height =
    2 * pad +
    layout.lineHeight(titleStyle) +
    4 +
    rows.reduce((sum, r) => sum + Math.max(r.labels.length, r.values.length) * line, 0);
  layout.ensure(height);
  layout.page.drawRectangle({
    x: MARGIN,
    y: layout.y - height,
    width: CONTENT_WIDTH,
    height,
    color: SHADE,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  let y = layout.y - pad;
  layout.line(block.title, MARGIN + pad, y, titleStyle);
  y -= layout.lineHeight(titleStyle) + 4;
  for (const { labels, values } of rows) {
    labels.forEach((t, i) => layout.line(t, MARGIN + pad, y - i * line, { color: MUTED }));
    values.forEach((t, i) => layout.line(t, MARGIN + pad + labelWidth, y - i * line, { bold: true }));
    y -= Math.max(labels.length, values.length) * line;
  }
  layout.y -= height + 16;
}

function drawBlock(layout: Layout, block: PdfBlock, next: PdfBlock | undefined): void {
  switch (block.kind) {
    case 'parties':
      return drawParties(layout, block);
    case 'text':
      if (block.title) drawTitle(layout, block.title, layout.lineHeight({ size: block.size }));
      layout.paragraph(block.text, { size: block.size, bold: block.bold, color: block.muted ? MUTED : INK });
      layout.y -= 8;
      return;
    case 'fields':
      return drawFields(layout, block);
    case 'table':
      return drawTable(layout, block, next?.kind === 'totals' ? totalsHeight(layout, next) : 0);
    case 'totals':
      return drawTotals(layout, block);
    case 'box':
      return drawBox(layout, block);
    case 'spacer':
      layout.y -= block.height;
      return;
  }
}

function drawFooters(layout: Layout, footer: string | undefined): void {
  const style = { size: SMALL, color: MUTED };
  const count = layout.pages.length;
  layout.pages.forEach((page, i) => {
    layout.page = page;
    layout.rule(FOOTER_Y + 14);
    const pageText = `Page ${i + 1} of ${count}`;
    layout.line(pageText, RIGHT, FOOTER_Y + SMALL, style, 'right');
    if (footer) {
      const room = CONTENT_WIDTH - layout.width(pageText, style) - 24;
      const [first = ''] = layout.wrap(footer, style, room, 1);
      layout.line(first, MARGIN, FOOTER_Y + SMALL, style);
    }
  });
}

/** The document as PDF bytes: A4, embedded subsetted Noto Sans, selectable text, metadata set. */
export async function renderPdf(spec: PdfDocumentSpec, options: RenderOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc, options.fonts ?? fromOwnOrigin);
  const logo = await embedLogo(doc, spec.header.logo);
  const { meta } = spec;
  doc.setTitle(cleanLine(meta.title), { showInWindowTitleBar: true });
  doc.setAuthor(cleanLine(meta.author));
  if (meta.subject) doc.setSubject(cleanLine(meta.subject));
  doc.setCreator('Ledgerly');
  doc.setProducer('Ledgerly (pdf-lib)');
  doc.setLanguage('en');
  const created = meta.creationDate ?? new Date();
  doc.setCreationDate(created);
  doc.setModificationDate(created);

  const layout = new Layout(doc, fonts);
  drawHeader(layout, spec.header, logo);
  spec.blocks.forEach((block, i) => drawBlock(layout, block, spec.blocks[i + 1]));
  drawFooters(layout, spec.footer);
  fonts.finish();
  // No form fields to refresh: saving must not reach for a standard font (builds leave them out).
  return doc.save({ updateFieldAppearances: false });
}
