import { uuidV5 } from './ids.ts';
import { DRAFTS, type SampleDocument } from './sample-document-texts.ts';

// Sample filing documents for the demo, with their stable ids; the texts are in sample-document-texts.ts.

export type { SampleDocument, SampleDocumentKind } from './sample-document-texts.ts';

/** The sample filing documents with their stable ids (UUIDv5 of the file name). */
export const SAMPLE_DOCUMENTS: readonly SampleDocument[] = DRAFTS.map((d) => ({
  id: uuidV5(`sample-document/${d.fileName}`),
  ...d,
}));

/** Paragraphs of a page: blocks separated by a blank line; lines within a block are kept. */
export function pageParagraphs(page: string): string[] {
  return page
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
