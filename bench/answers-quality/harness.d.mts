// Types of harness.mjs for the TypeScript regression gate (apps/server/test/answers-quality.test.ts).
export interface QualityQuestion {
  split:
    | 'dev'
    | 'held'
    | 'fresh'
    | 'fresh2'
    | 'fresh3'
    | 'fresh4'
    | 'fresh5'
    | 'fresh6'
    | 'fresh7'
    | 'fresh8'
    | 'fresh9'
    | 'fresh10'
    | 'fresh11'
    | 'fresh12'
    | 'fresh13'
    | 'fresh14'
    | 'fresh15'
    | 'fresh16'
    | 'fresh17'
    | 'fresh18'
    | 'fresh19'
    | 'fresh20'
    | 'fresh21';
  q: string;
  absent?: boolean;
  facts?: string[];
  allFacts?: boolean;
  docs?: string[];
  page?: number | null | Record<string, number | null>;
}
export interface QualityFigures {
  n: number;
  quotes: number;
  topRight: number;
  fact: number;
  notFound: number;
  falseRefusals: number;
  p50: number;
  p95: number;
}
export interface QualityRow {
  question: QualityQuestion;
  ms?: number;
  answer?: { text: string; citations: unknown[] };
  score: { refused: boolean; citations: number; quotesOk: number; topRight: boolean; fact: boolean };
}
export interface QualityHost {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any operation
  api(method: string, url: string, body?: unknown): Promise<any>;
  upload(url: string, files: { key: string; name: string; type: string; bytes: Uint8Array }[]): Promise<void>;
  storedPage(documentId: string, pageNo: number): Promise<string | null>;
  documentsOf(analysisId: string): Promise<{ id: string; filename: string }[]>;
}
export const NOT_FOUND: string;
export function databaseLookups<Db>(
  db: Db,
  tenant: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the server's Kysely transaction
  withTenant: (db: Db, tenant: string, fn: (tx: any) => Promise<any>) => Promise<any>,
): Pick<QualityHost, 'storedPage' | 'documentsOf'>;
export function containsFact(answer: string, facts: string[]): boolean;
export function hasFacts(answer: string, question: QualityQuestion): boolean;
export function summarise(rows: QualityRow[]): QualityFigures;
export function floorAnswers(questions?: QualityQuestion[]): QualityRow[];
export function runQualitySet(
  host: QualityHost,
  options?: { questions?: QualityQuestion[]; log?: (message: string) => void; chat?: boolean },
): Promise<{ qa: QualityRow[]; chat: QualityRow[]; floor: QualityRow[] }>;
export function report(
  result: { qa: QualityRow[]; chat: QualityRow[]; floor: QualityRow[] },
  print?: (line: string) => void,
): Record<string, QualityFigures>;
