import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { TenantTx } from '../../db/tenant.ts';

export interface ArchiveContent {
  tenantId: string;
  kind: string;
  createdBy: string;
  reason: string | null;
  tables: Record<string, unknown[]>;
}

/**
 * Keeps what a reset or purge removes, written before the delete inside its transaction: a row of
 * data_archives on PostgreSQL (commits or rolls back with the delete), a JSON file under
 * DATA_DIR/archives/<tenant>/ on PGlite (flushed to disk before any row goes; if the transaction then
 * fails, the file is a copy of rows that are still there). Answers where it went.
 */
export async function writeArchive(
  tx: TenantTx,
  target: { kind: 'pglite' | 'postgres'; dataDir: string },
  content: ArchiveContent,
): Promise<string> {
  const rowCount = Object.values(content.tables).reduce((n, rows) => n + rows.length, 0);
  const createdAt = new Date().toISOString();
  if (target.kind === 'postgres') {
    const row = await tx
      .insertInto('data_archives')
      .values({
        tenant_id: content.tenantId,
        kind: content.kind,
        created_by: content.createdBy,
        row_count: rowCount,
        payload: JSON.stringify({ ...content, createdAt }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return `data_archives:${row.id}`;
  }
  const dir = path.join(target.dataDir, 'archives', content.tenantId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${createdAt.replace(/[:.]/g, '-')}-${content.kind}.json`);
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify({ ...content, createdAt, rowCount }, null, 2));
    await handle.sync();
  } finally {
    await handle.close();
  }
  return file;
}
