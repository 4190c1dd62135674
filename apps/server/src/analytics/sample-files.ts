import type { PDFFont } from 'pdf-lib';
import { pageParagraphs, type SampleDocument } from './documents.ts';

// Renders the sample filing documents to PDF and DOCX in memory. One document page is one PDF page;
// the DOCX keeps the same breaks with page-break-before paragraphs. Writing the bytes to disk is the
// caller's job.

const PAGE_WIDTH = 612; // US Letter, points
const PAGE_HEIGHT = 792;
const MARGIN = 64;
const MAX_FONT_SIZE = 10.5;
const MIN_FONT_SIZE = 7;
// A fixed date keeps the PDF bytes reproducible for a given document.
const FIXED_PDF_DATE = new Date(Date.UTC(2025, 0, 1));

/** The standard fonts encode WinAnsi only; anything else becomes a close ASCII stand-in. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\n]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const rawLine of text.split('\n')) {
    const words = rawLine.split(/\s+/).filter((w) => w.length > 0);
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !current) {
        current = candidate;
      } else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
  }
  return lines;
}

interface Layout {
  size: number;
  lineHeight: number;
  blocks: string[][];
}

/** Largest font size at which the page's paragraphs fit the body area. */
function layoutPage(page: string, font: PDFFont, bodyHeight: number): Layout {
  const paragraphs = pageParagraphs(winAnsi(page));
  for (let size = MAX_FONT_SIZE; ; size -= 0.5) {
    const lineHeight = size * 1.35;
    const blocks = paragraphs.map((p) => wrap(p, font, size, PAGE_WIDTH - 2 * MARGIN));
    const height =
      blocks.reduce((h, b) => h + b.length * lineHeight, 0) + (blocks.length - 1) * lineHeight * 0.6;
    if (height <= bodyHeight) return { size, lineHeight, blocks };
    // A page that does not fit even in small type is a content bug: fail rather than clip the text.
    if (size <= MIN_FONT_SIZE)
      throw new Error(`A page starting '${paragraphs[0]?.slice(0, 40)}' is too long for one PDF page`);
  }
}

// pdf-lib and docx are loaded on first use: only the first start's demo seed renders samples, and
// loading them with the server cost start-up time and memory (issue 19).
export async function renderSamplePdf(doc: SampleDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(doc.title));
  pdf.setAuthor(doc.carrier);
  pdf.setSubject('Synthetic sample filing document (fictional)');
  pdf.setCreator('Ratelens demo data');
  pdf.setProducer('Ratelens');
  pdf.setCreationDate(FIXED_PDF_DATE);
  pdf.setModificationDate(FIXED_PDF_DATE);
  const body = await pdf.embedFont(StandardFonts.Helvetica);
  const small = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const total = doc.pages.length;
  const headerY = PAGE_HEIGHT - MARGIN / 2 - 8;
  const bodyTop = PAGE_HEIGHT - MARGIN - 6;
  const bodyHeight = bodyTop - MARGIN;
  doc.pages.forEach((text, index) => {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const grey = rgb(0.4, 0.4, 0.4);
    page.drawText(winAnsi(doc.title), { x: MARGIN, y: headerY, size: 7.5, font: small, color: grey });
    const footer = `Page ${index + 1} of ${total}  -  Fictional sample document for demonstration`;
    page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 7.5, font: small, color: grey });
    const layout = layoutPage(text, body, bodyHeight);
    let y = bodyTop - layout.size;
    for (const block of layout.blocks) {
      for (const line of block) {
        if (line) page.drawText(line, { x: MARGIN, y, size: layout.size, font: body });
        y -= layout.lineHeight;
      }
      y -= layout.lineHeight * 0.6;
    }
  });
  return pdf.save({ useObjectStreams: false });
}

export async function renderSampleDocx(doc: SampleDocument): Promise<Buffer> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const paragraphs = doc.pages.flatMap((page, pageIndex) =>
    pageParagraphs(page).map(
      (block, blockIndex) =>
        new Paragraph({
          pageBreakBefore: pageIndex > 0 && blockIndex === 0,
          spacing: { after: 160 },
          children: block
            .split('\n')
            .map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined })),
        }),
    ),
  );
  const document = new Document({
    title: doc.title,
    creator: doc.carrier,
    description: 'Synthetic sample filing document (fictional)',
    sections: [{ children: paragraphs }],
  });
  return Packer.toBuffer(document);
}
