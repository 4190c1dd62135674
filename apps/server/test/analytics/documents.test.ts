import { inflateRawSync, inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS, pageParagraphs } from '../../src/analytics/documents.ts';
import { renderSampleDocx, renderSamplePdf } from '../../src/analytics/sample-files.ts';

/** Minimal ZIP reader (central directory), independent of the library that wrote the file. */
function readZip(buffer: Buffer): Map<string, Buffer> {
  const eocd = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const entries = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < entries; i += 1) {
    if (buffer.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const localOffset = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    const localNameLength = buffer.readUInt16LE(localOffset + 26);
    const localExtraLength = buffer.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + localNameLength + localExtraLength;
    const data = buffer.subarray(start, start + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** Text shown by a pdf-lib page: inflate each content stream and decode its hex strings. */
function pdfShownText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      shown.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return shown.join('\n');
}

describe('sample documents', () => {
  it('has at least six multi-page fictional filing documents of different kinds', () => {
    expect(SAMPLE_DOCUMENTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(SAMPLE_DOCUMENTS.map((d) => d.kind)).size).toBeGreaterThanOrEqual(6);
    for (const doc of SAMPLE_DOCUMENTS) {
      expect(doc.pages.length).toBeGreaterThanOrEqual(2);
      expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(doc.fileName).toMatch(/^[a-z0-9-]+$/);
      for (const page of doc.pages) {
        expect(page.length).toBeGreaterThan(400);
        expect(page).toMatch(/^[\x20-\x7e\n]+$/);
        expect(pageParagraphs(page).length).toBeGreaterThan(1);
      }
    }
    expect(new Set(SAMPLE_DOCUMENTS.map((d) => d.id)).size).toBe(SAMPLE_DOCUMENTS.length);
  });

  it('states an indicated change in the actuarial memorandum that its own exhibit supports', () => {
    const memo = SAMPLE_DOCUMENTS.find((d) => d.kind === 'actuarial-memorandum')!;
    const text = memo.pages.join('\n');
    expect(text).toContain('indicated statewide change is +8.4 percent');
    // (L + F) / (1 - V - Q) - 1 with L 75.6%, F 5.3%, V 21.4%, Q 4.0%
    expect(((0.756 + 0.053) / (1 - 0.214 - 0.04) - 1) * 100).toBeCloseTo(8.4, 1);
  });
});

describe('renderSamplePdf', () => {
  it.each(SAMPLE_DOCUMENTS.map((d) => [d.fileName, d] as const))(
    'renders %s with one PDF page per document page',
    async (_name, doc) => {
      const bytes = await renderSamplePdf(doc);
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const loaded = await PDFDocument.load(bytes);
      expect(loaded.getPageCount()).toBe(doc.pages.length);
      expect(loaded.getTitle()).toBe(doc.title);
      // Count page objects in the file itself, without the library.
      const pageObjects =
        Buffer.from(bytes)
          .toString('latin1')
          .match(/\/Type \/Page(?![s\w])/g) ?? [];
      expect(pageObjects).toHaveLength(doc.pages.length);
    },
  );

  it('draws the words of every page into the PDF and renders the same bytes twice', async () => {
    const doc = SAMPLE_DOCUMENTS[0]!;
    const bytes = await renderSamplePdf(doc);
    const text = pdfShownText(bytes);
    for (const page of doc.pages) {
      const firstLine = page.split('\n')[0]!.split(' ').slice(0, 3).join(' ');
      expect(text).toContain(firstLine);
    }
    expect(text).toContain(`Page ${doc.pages.length} of ${doc.pages.length}`);
    expect(Buffer.from(await renderSamplePdf(doc)).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('renderSampleDocx', () => {
  it('writes a valid zip with word/document.xml holding the text and a break before each later page', async () => {
    for (const doc of SAMPLE_DOCUMENTS) {
      const buffer = await renderSampleDocx(doc);
      expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
      const files = readZip(buffer);
      expect(files.has('[Content_Types].xml')).toBe(true);
      const xml = files.get('word/document.xml')?.toString('utf8');
      expect(xml).toBeDefined();
      expect(xml!.match(/<w:pageBreakBefore\/>/g) ?? []).toHaveLength(doc.pages.length - 1);
      const lastParagraph = pageParagraphs(doc.pages.at(-1)!).at(-1)!.split('\n').at(-1)!;
      const shown = [...xml!.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => m[1]!)
        .join('\n')
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      expect(shown).toContain(doc.pages[0]!.split('\n')[0]!);
      expect(shown).toContain(lastParagraph);
    }
  });
});
