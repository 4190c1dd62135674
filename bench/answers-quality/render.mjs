// Renders the answer-quality documents (documents.mjs markup) to the bytes a user would upload: a PDF with
// table cells drawn at column positions (as a word processor prints them), a DOCX with real Word tables and
// headings, HTML with <table>/<th>/<td> and Markdown with pipe tables and bold runs.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { QUALITY_DOCUMENTS } from './documents.mjs';

/** Pages of blocks: { kind: 'heading' | 'paragraph' | 'table', text, rows }. */
export function parseSource(source) {
  return source.split(/\n=== page ===\n/).map((page) =>
    page
      .split(/\n\s*\n/)
      .map((b) => b.trim())
      .filter(Boolean)
      .map((block) => {
        if (block.startsWith('# ')) return { kind: 'heading', text: block.slice(2).trim() };
        const lines = block.split('\n');
        if (lines.length > 1 && lines.every((l) => l.includes(' | ')))
          return { kind: 'table', rows: lines.map((l) => l.split(' | ').map((c) => c.trim())) };
        return { kind: 'paragraph', text: block.replace(/\s*\n\s*/g, ' ') };
      }),
  );
}

/** Plain text of a page as a reader sees it (for the floor ranker): markup removed, table rows as lines. */
export function plainPages(doc) {
  return parseSource(sourceOf(doc)).map((blocks) =>
    blocks
      .map((b) =>
        b.kind === 'table' ? b.rows.map((r) => r.join(' ')).join('\n') : b.text.replace(/\*\*/g, ''),
      )
      .join('\n\n'),
  );
}

export function sourceOf(doc) {
  if (!doc.copyOf) return doc.source;
  return QUALITY_DOCUMENTS.find((d) => d.key === doc.copyOf).source;
}
export function titleOf(doc) {
  return doc.copyOf ? QUALITY_DOCUMENTS.find((d) => d.key === doc.copyOf).title : doc.title;
}

function wrap(text, font, size, width) {
  const lines = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

async function renderPdf(doc) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(titleOf(doc));
  const body = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const size = 10;
  const step = 14;
  const left = 64;
  const width = 612 - 2 * left;
  const clean = (s) => s.replace(/\*\*/g, '').replace(/[^\x20-\x7e]/g, '-');
  for (const blocks of parseSource(sourceOf(doc))) {
    const page = pdf.addPage([612, 792]);
    let y = 720;
    for (const block of blocks) {
      if (block.kind === 'heading') {
        page.drawText(clean(block.text), { x: left, y, size: 11, font: bold });
        y -= step;
      } else if (block.kind === 'paragraph') {
        for (const line of wrap(clean(block.text), body, size, width)) {
          page.drawText(line, { x: left, y, size, font: body });
          y -= step;
        }
      } else {
        const cols = block.rows[0].length;
        const first = cols > 3 ? 170 : 220;
        const rest = (width - first) / (cols - 1);
        block.rows.forEach((row, r) => {
          row.forEach((cell, c) => {
            const x = c === 0 ? left : left + first + (c - 1) * rest;
            page.drawText(clean(cell), { x, y, size: 9, font: r === 0 ? bold : body });
          });
          y -= 12;
        });
      }
      y -= step * 0.7;
      if (y < 60) throw new Error(`${doc.name}: a page is too long`);
    }
  }
  return pdf.save({ useObjectStreams: false });
}

async function renderDocx(doc) {
  const children = [];
  const runs = (text) =>
    text
      .split(/(\*\*[^*]+\*\*)/)
      .filter(Boolean)
      .map((part) =>
        part.startsWith('**') ? new TextRun({ text: part.slice(2, -2), bold: true }) : new TextRun(part),
      );
  parseSource(sourceOf(doc)).forEach((blocks, p) =>
    blocks.forEach((block, i) => {
      const pageBreakBefore = p > 0 && i === 0;
      if (block.kind === 'heading')
        children.push(
          new Paragraph({ heading: HeadingLevel.HEADING_2, pageBreakBefore, children: runs(block.text) }),
        );
      else if (block.kind === 'paragraph')
        children.push(new Paragraph({ pageBreakBefore, children: runs(block.text) }));
      else
        children.push(
          new Table({
            rows: block.rows.map(
              (row, r) =>
                new TableRow({
                  tableHeader: r === 0,
                  children: row.map(
                    (cell) =>
                      new TableCell({
                        children: [
                          new Paragraph({
                            alignment: AlignmentType.LEFT,
                            children: [new TextRun({ text: cell, bold: r === 0 })],
                          }),
                        ],
                      }),
                  ),
                }),
            ),
          }),
        );
    }),
  );
  return Packer.toBuffer(new Document({ title: titleOf(doc), sections: [{ children }] }));
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function renderHtml(doc) {
  const inline = (s) => esc(s).replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const body = parseSource(sourceOf(doc))
    .flat()
    .map((b, i) =>
      b.kind === 'heading'
        ? `<h${i === 0 ? 1 : 2}>${inline(b.text)}</h${i === 0 ? 1 : 2}>`
        : b.kind === 'paragraph'
          ? `<p>${inline(b.text)}</p>`
          : `<table>\n<thead><tr>${b.rows[0].map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead>\n<tbody>\n${b.rows
              .slice(1)
              .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
              .join('\n')}\n</tbody></table>`,
    )
    .join('\n');
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(titleOf(doc))}</title>\n<style>table{border-collapse:collapse}</style></head>\n<body>\n<nav><a href="/">Home</a> | <a href="/filings">Filings</a></nav>\n<main>\n${body}\n</main>\n<script>window.analytics = { page: 'filing' };</script>\n</body></html>\n`;
}

function renderMarkdown(doc) {
  return (
    parseSource(sourceOf(doc))
      .flat()
      .map((b, i) =>
        b.kind === 'heading'
          ? `${i === 0 ? '#' : '##'} ${b.text}`
          : b.kind === 'paragraph'
            ? b.text
            : [
                `| ${b.rows[0].join(' | ')} |`,
                `|${b.rows[0].map(() => ' --- ').join('|')}|`,
                ...b.rows.slice(1).map((r) => `| ${r.join(' | ')} |`),
              ].join('\n'),
      )
      .join('\n\n') + '\n'
  );
}

const TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html',
  markdown: 'text/markdown',
};

/** Every document as { key, name, type, bytes }. */
export async function renderQualityDocuments(documents = QUALITY_DOCUMENTS) {
  const out = [];
  for (const doc of documents) {
    const bytes =
      doc.format === 'pdf'
        ? await renderPdf(doc)
        : doc.format === 'docx'
          ? await renderDocx(doc)
          : doc.format === 'html'
            ? Buffer.from(renderHtml(doc))
            : Buffer.from(renderMarkdown(doc));
    out.push({ key: doc.key, name: doc.name, type: TYPES[doc.format], bytes });
  }
  return out;
}
