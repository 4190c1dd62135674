import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-foundation.ts';
import * as m0100 from './0100-tenants-users-access.ts';
import * as m0200 from './0200-catalog.ts';
import * as m0300 from './0300-analytics.ts';
import * as m0400 from './0400-documents-chats.ts';
import * as m0500 from './0500-document-metadata.ts';
import * as m0510 from './0510-chunk-search-index.ts';
import * as m0550 from './0550-embeddings-engine.ts';
import * as m0600 from './0600-data-answer-plans.ts';
import * as m0610 from './0610-own-carrier.ts';
import * as m0700 from './0700-answer-engine-version.ts';
import * as m0701 from './0701-answer-retrieval-score.ts';
import * as m0800 from './0800-ingest-datasets.ts';
import * as m0900 from './0900-list-indexes.ts';
import * as m0901 from './0901-analyze.ts';
import * as m0902 from './0902-filing-effective-date-index.ts';
import * as m1000 from './1000-hardening.ts';
import * as m1010 from './1010-document-job-owners.ts';
import * as m1200 from './1200-sign-in-mail-in-flight.ts';
import * as m1550 from './1550-ingest-progress.ts';
import * as m1700 from './1700-chunk-facet-keys.ts';
import * as m1701 from './1701-scope-facet-keys.ts';
import * as m1702 from './1702-document-lexemes.ts';
import * as m1703 from './1703-company-first-words.ts';

/**
 * Ordered, append-only: add a new file NNNN-name.ts and one line here; never edit an applied migration.
 * Listed statically so the esbuild bundle carries them.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0100-tenants-users-access': m0100,
  '0200-catalog': m0200,
  '0300-analytics': m0300,
  '0400-documents-chats': m0400,
  '0500-document-metadata': m0500,
  '0510-chunk-search-index': m0510,
  '0550-embeddings-engine': m0550,
  '0600-data-answer-plans': m0600,
  '0610-own-carrier': m0610,
  '0700-answer-engine-version': m0700,
  '0701-answer-retrieval-score': m0701,
  '0800-ingest-datasets': m0800,
  '0900-list-indexes': m0900,
  '0901-analyze': m0901,
  '0902-filing-effective-date-index': m0902,
  '1000-hardening': m1000,
  '1010-document-job-owners': m1010,
  '1200-sign-in-mail-in-flight': m1200,
  '1550-ingest-progress': m1550,
  '1700-chunk-facet-keys': m1700,
  '1701-scope-facet-keys': m1701,
  '1702-document-lexemes': m1702,
  '1703-company-first-words': m1703,
};
