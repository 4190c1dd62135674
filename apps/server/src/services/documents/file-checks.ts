import { inflateRawSync } from 'node:zlib';
import { ApiProblemError } from '../../errors.ts';

// What an uploaded file really is, decided from its bytes: the name and the client's content type are
// hints at most. Everything here is synchronous and bounded, so a hostile file costs little to refuse.

export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain',
  markdown: 'text/markdown',
  html: 'text/html',
  csv: 'text/csv',
} as const;

export type DocumentKind = keyof typeof DOCUMENT_TYPES;

const EXTENSIONS: Record<DocumentKind, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  text: ['txt', 'text', 'log'],
  markdown: ['md', 'markdown'],
  html: ['html', 'htm'],
  csv: ['csv'],
};

const KIND_NAMES: Record<DocumentKind, string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  text: 'plain text',
  markdown: 'Markdown',
  html: 'HTML',
  csv: 'CSV',
};

/** A DOCX may expand to at most this much in total, and no entry more than MAX_ZIP_RATIO times its packed size. */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 160 * 1024 * 1024;
export const MAX_ZIP_RATIO = 200;
const MAX_ZIP_ENTRIES = 5000;

export class UnsupportedTypeError extends ApiProblemError {
  constructor(detail: string, field?: string) {
    super(415, 'unsupported_type', 'Unsupported media type', detail, {
      errors: field ? [{ field, message: detail }] : [],
    });
  }
}

export class FileTooLargeError extends ApiProblemError {
  constructor(detail: string, field?: string) {
    super(413, 'file_too_large', 'File too large', detail, {
      errors: field ? [{ field, message: detail }] : [],
    });
  }
}

function startsWith(bytes: Uint8Array, signature: string, at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (bytes[at + i] !== signature.charCodeAt(i)) return false;
  return true;
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  // The header may follow a little junk (some generators prepend it); readers look in the first 1 KB.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

function readZipDirectory(buf: Buffer, label: string): ZipEntry[] {
  const minEocd = 22;
  const searchFrom = Math.max(0, buf.length - minEocd - 0xffff);
  let eocd = -1;
  for (let i = buf.length - minEocd; i >= searchFrom; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new UnsupportedTypeError(`${label} is a damaged ZIP archive, not a readable DOCX`);
  const count = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff)
    throw new UnsupportedTypeError(`${label} is a ZIP64 archive, which a DOCX never needs`);
  if (count > MAX_ZIP_ENTRIES)
    throw new FileTooLargeError(`${label} holds ${count} archive entries; a DOCX needs far fewer`);
  if (dirOffset + dirSize > buf.length)
    throw new UnsupportedTypeError(`${label} is a damaged ZIP archive, not a readable DOCX`);
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50)
      throw new UnsupportedTypeError(`${label} is a damaged ZIP archive, not a readable DOCX`);
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const uncompressedSize = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localHeaderOffset = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff)
      throw new UnsupportedTypeError(`${label} is a ZIP64 archive, which a DOCX never needs`);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Refuses zip bombs before any ZIP library sees the file: the declared sizes must stay within the total
 * and ratio limits, and each entry is inflated with a hard output cap equal to its declared size, so an
 * archive that lies about its sizes fails here instead of filling memory later.
 */
export function checkDocxArchive(bytes: Uint8Array, label: string): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readZipDirectory(buf, label);
  if (!entries.some((e) => e.name === 'word/document.xml'))
    throw new UnsupportedTypeError(`${label} is a ZIP archive without word/document.xml, so not a DOCX`);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > MAX_DOCX_UNCOMPRESSED_BYTES)
      throw new FileTooLargeError(
        `${label} would expand to more than ${MAX_DOCX_UNCOMPRESSED_BYTES / 1024 / 1024} MB when unpacked`,
      );
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > 1024 * 1024 && ratio > MAX_ZIP_RATIO)
      throw new FileTooLargeError(
        `${label} packs ${entry.name} ${Math.round(ratio)} times (more than ${MAX_ZIP_RATIO}): refused as a zip bomb`,
      );
    const local = entry.localHeaderOffset;
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50)
      throw new UnsupportedTypeError(`${label} is a damaged ZIP archive, not a readable DOCX`);
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(dataStart, dataStart + entry.compressedSize);
    if (data.length !== entry.compressedSize)
      throw new UnsupportedTypeError(`${label} is a truncated ZIP archive, not a readable DOCX`);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize)
        throw new UnsupportedTypeError(`${label} declares inconsistent sizes for ${entry.name}`);
    } else if (entry.method === 8) {
      let out: Buffer;
      try {
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'ERR_BUFFER_TOO_LARGE' || /maxOutputLength|buffer/i.test((error as Error).message))
          throw new FileTooLargeError(
            `${label} expands ${entry.name} beyond its declared size: refused as a zip bomb`,
          );
        throw new UnsupportedTypeError(`${label} has a damaged entry ${entry.name}`);
      }
      if (out.length !== entry.uncompressedSize)
        throw new UnsupportedTypeError(`${label} declares a wrong size for ${entry.name}`);
    } else {
      throw new UnsupportedTypeError(
        `${label} uses ZIP compression method ${entry.method}, not used by DOCX`,
      );
    }
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** C0 controls other than tab, line feed, vertical tab, form feed, carriage return and escape. */
function hasBinaryControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && !(c >= 0x09 && c <= 0x0d) && c !== 0x1b) return true;
  }
  return false;
}

const isControl = (c: number) => c < 0x20 || c === 0x7f;

function decodeText(bytes: Uint8Array): string | null {
  try {
    const text = UTF8.decode(bytes);
    // NUL and most C0 controls never appear in text documents; binary data often decodes by luck.
    if (hasBinaryControls(text)) return null;
    return text.replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

function kindOfExtension(ext: string): DocumentKind | null {
  for (const [kind, list] of Object.entries(EXTENSIONS) as [DocumentKind, readonly string[]][])
    if (list.includes(ext)) return kind;
  return null;
}

const HTML_START = /^\s*(<!--[\s\S]*?-->\s*)*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i;
const HTML_TAG =
  /<\/?(html|head|body|script|style|div|p|table|h[1-6]|span|a|ul|ol|li|br|iframe|img)\b[^>]*>/i;

function looksLikeCsv(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, 20);
  if (lines.length < 2) return false;
  const count = (l: string) => (l.match(/,/g) ?? []).length;
  const first = count(lines[0]!);
  return first >= 1 && lines.every((l) => count(l) === first);
}

export interface SniffedFile {
  kind: DocumentKind;
  contentType: string;
  /** Decoded text for the text kinds; null for PDF and DOCX. */
  text: string | null;
}

/**
 * The type of an upload from its bytes. Binary kinds need their magic numbers (%PDF-, a ZIP with
 * word/document.xml); everything else must be valid UTF-8 text, then HTML, CSV and Markdown are told
 * apart by content, with the extension only choosing between text kinds the content allows. A name that
 * claims another kind than the bytes show is refused rather than silently reinterpreted.
 */
export function sniffFile(bytes: Uint8Array, name: string, field: string): SniffedFile {
  const label = `"${name}"`;
  const claimed = kindOfExtension(extensionOf(name));
  let kind: DocumentKind;
  let text: string | null = null;
  if (bytes.length === 0) throw new UnsupportedTypeError(`${label} is empty`, field);
  if (hasPdfHeader(bytes)) {
    kind = 'pdf';
  } else if (startsWith(bytes, 'PK\u0003\u0004')) {
    checkDocxArchive(bytes, label);
    kind = 'docx';
  } else {
    text = decodeText(bytes);
    if (text === null) {
      throw new UnsupportedTypeError(
        `${label} is neither PDF, DOCX nor UTF-8 text (accepted: PDF, DOCX, plain text, Markdown, HTML, CSV)`,
        field,
      );
    }
    if (HTML_START.test(text) || ((claimed === 'html' || claimed === null) && HTML_TAG.test(text)))
      kind = 'html';
    else if (claimed === 'csv' && looksLikeCsv(text)) kind = 'csv';
    else if (claimed === 'markdown') kind = 'markdown';
    else if (claimed === null && looksLikeCsv(text)) kind = 'csv';
    else kind = 'text';
  }
  const textual = (k: DocumentKind | null) => k === 'text' || k === 'markdown' || k === 'csv';
  // Text kinds may stand in for one another (a .md file of plain prose is still fine); binary claims may not.
  const compatible = claimed === null || claimed === kind || (textual(claimed) && textual(kind));
  if (!compatible) {
    throw new UnsupportedTypeError(
      `${label} is named as ${KIND_NAMES[claimed!]} but its content is ${KIND_NAMES[kind]}`,
      field,
    );
  }
  return { kind, contentType: DOCUMENT_TYPES[kind], text };
}

const DEFAULT_EXTENSION: Record<DocumentKind, string> = {
  pdf: 'pdf',
  docx: 'docx',
  text: 'txt',
  markdown: 'md',
  html: 'html',
  csv: 'csv',
};

/**
 * A file name safe to store and to send back in a Content-Disposition header: the last path segment
 * only, no control or reserved characters, no leading dots, at most 255 bytes, and an extension that
 * matches the detected kind. The name as sent is kept separately, as metadata only.
 */
export function safeFileName(original: string, kind: DocumentKind): string {
  const last =
    original
      .split(/[/\\]/)
      .filter((part) => part !== '')
      .at(-1) ?? '';
  let name = last
    .normalize('NFC')
    .split('')
    .map((ch) => (isControl(ch.charCodeAt(0)) || '<>:"|?*;'.includes(ch) ? '_' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name === '..' || name === '.') name = '';
  const ext = extensionOf(name);
  const wanted = DEFAULT_EXTENSION[kind];
  let stem = name.replace(/\.[A-Za-z0-9]{1,10}$/, '');
  const keepExt = ext !== '' && EXTENSIONS[kind].includes(ext) ? ext : wanted;
  if (stem === '') stem = 'document';
  while (Buffer.byteLength(`${stem}.${keepExt}`) > 255) stem = stem.slice(0, -1);
  return `${stem}.${keepExt}`;
}
