// Fixed identifiers shared by the server seed, the web app and the CLI.

export const GROUP_IDS = {
  competitiveIntelligence: '5d1c3c1e-6f0a-4c57-9a43-0f1e2a3b4c01',
  portfolioAssistant: '5d1c3c1e-6f0a-4c57-9a43-0f1e2a3b4c02',
  claims: '5d1c3c1e-6f0a-4c57-9a43-0f1e2a3b4c03',
  underwriting: '5d1c3c1e-6f0a-4c57-9a43-0f1e2a3b4c04',
  distribution: '5d1c3c1e-6f0a-4c57-9a43-0f1e2a3b4c05',
} as const;
export type GroupKey = keyof typeof GROUP_IDS;

export const GROUP_NAMES: Record<GroupKey, string> = {
  competitiveIntelligence: 'Competitive Intelligence',
  portfolioAssistant: 'Portfolio Assistant',
  claims: 'Claims',
  underwriting: 'Underwriting',
  distribution: 'Distribution',
};

export const USE_CASE_IDS = {
  compIntel: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01',
  docAnalysis: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02',
  claims: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a03',
  underwriting: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a04',
  distribution: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a05',
  llms: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a06',
  portfolioAssistant: '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a07',
} as const;
export type UseCaseKey = keyof typeof USE_CASE_IDS;

/** SPEC §1: Comp Portfolio shows as Portfolio Assistant, Comp Intel as Competitive Intelligence, Doc Analysis as Document Analysis. */
export const USE_CASE_DISPLAY_NAMES: Record<UseCaseKey, string> = {
  compIntel: 'Competitive Intelligence',
  docAnalysis: 'Document Analysis',
  claims: 'Claims',
  underwriting: 'Underwriting',
  distribution: 'Distribution',
  llms: 'LLMs',
  portfolioAssistant: 'Portfolio Assistant',
};

export const APP_VERSION = '1.0.0';

export const GROUP_KEYS = Object.keys(GROUP_IDS) as GroupKey[];
export const USE_CASE_KEYS = Object.keys(USE_CASE_IDS) as UseCaseKey[];

export const useCaseKeyById = (id: string): UseCaseKey | undefined =>
  USE_CASE_KEYS.find((key) => USE_CASE_IDS[key] === id.toLowerCase());

export const groupKeyById = (id: string): GroupKey | undefined =>
  GROUP_KEYS.find((key) => GROUP_IDS[key] === id.toLowerCase());

export const SEVERITY_LEVELS = {
  low: 1,
  medium: 2,
  high: 3,
} as const;
export type SeverityKey = keyof typeof SEVERITY_LEVELS;
export type SeverityId = (typeof SEVERITY_LEVELS)[SeverityKey];

export const severityKeyById = (id: number): SeverityKey | undefined =>
  (Object.keys(SEVERITY_LEVELS) as SeverityKey[]).find((key) => SEVERITY_LEVELS[key] === id);
