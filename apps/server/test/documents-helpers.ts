import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { expect } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { withTenant } from '../src/db/tenant.ts';
import { bearer } from './helpers.ts';

export interface UploadFile {
  name: string;
  bytes: Uint8Array | Buffer | string;
  type?: string;
}

/** A multipart/form-data body with the files in repeated `files` fields, as a browser sends it. */
export function multipart(
  files: UploadFile[],
  field = 'files',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ratelens${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(typeof f.bytes === 'string' ? Buffer.from(f.bytes) : Buffer.from(f.bytes));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A minimal ZIP writer (deflate), so tests can build archives a DOCX reader would open, including hostile
 * ones: `declare` overrides the uncompressed size written in the headers.
 */
export function zip(entries: { name: string; data: Buffer; declare?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const packed = deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const size = e.declare ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(dir.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, eocd]);
}

export async function call(
  ratelens: RatelensApp,
  token: string,
  method: string,
  url: string,
  payload?: unknown,
) {
  const res = await ratelens.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  let body: Record<string, unknown> = {};
  try {
    body = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  return { status: res.statusCode, body, raw: res };
}

export async function waitForAnalysis(
  ratelens: RatelensApp,
  token: string,
  usecaseId: string,
  analysisId: string,
  until: (status: Record<string, unknown>) => boolean = (s) => s.status === 'ready' || s.status === 'failed',
  timeoutMs = 90_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(
      ratelens,
      token,
      'GET',
      `/api/usecase/${usecaseId}/docs/analysis/${analysisId}/analyse_status`,
    );
    expect(res.status).toBe(200);
    if (until(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`analysis still ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export interface StoredCitation {
  kind: string;
  documentId?: string;
  page?: number | null;
  startOffset?: number;
  endOffset?: number;
  quote?: string;
  filename?: string;
}

/** A document citation must be an exact slice of a stored page of a stored document. */
export async function expectCitationResolves(
  ratelens: RatelensApp,
  tenantId: string,
  c: StoredCitation,
): Promise<void> {
  expect(c.kind).toBe('document');
  const row = await withTenant(ratelens.db, tenantId, (tx) =>
    tx
      .selectFrom('document_pages as p')
      .innerJoin('documents as d', (j) =>
        j.onRef('d.tenant_id', '=', 'p.tenant_id').onRef('d.id', '=', 'p.document_id'),
      )
      .select(['p.text', 'd.filename', 'd.paged'])
      .where('p.document_id', '=', c.documentId!)
      .where('p.page_no', '=', c.page ?? 1)
      .executeTakeFirst(),
  );
  expect(row, `citation of ${c.filename} page ${c.page}`).toBeDefined();
  expect(row!.filename).toBe(c.filename);
  expect(row!.paged ? c.page : null).toBe(c.page ?? null);
  expect(row!.text.slice(c.startOffset, c.endOffset)).toBe(c.quote);
  expect((c.quote ?? '').trim().length).toBeGreaterThan(0);
}
