import {
  GROUP_IDS,
  GROUP_NAMES,
  USE_CASE_DISPLAY_NAMES,
  USE_CASE_IDS,
  type FeatureCode,
  type GroupKey,
  type UseCaseKey,
} from '@ratelens/domain';

export interface QuestionTemplate {
  text: string;
  category: string | null;
  approach: 'documents' | 'data' | null;
}

export interface UsecaseTemplate {
  key: UseCaseKey;
  id: string;
  name: string;
  group: GroupKey;
  feature: FeatureCode | null;
  description: string;
  questions: readonly QuestionTemplate[];
  config: Readonly<Record<string, unknown>>;
}

export const GROUP_DESCRIPTIONS: Record<GroupKey, string> = {
  competitiveIntelligence: 'Rate and form filings of competitors, and what they mean for your book.',
  portfolioAssistant: 'Questions about your own portfolio, answered from its data.',
  claims: 'Claim frequency, severity and development.',
  underwriting: 'Risk selection, pricing adequacy and rate need.',
  distribution: 'Producers, channels and their performance.',
};

const ASSISTANT_CONFIG = { maxCitations: 8, defaultApproach: 'documents', answerStyle: 'concise' };

/**
 * The built-in use cases of SPEC §1: each under its group, with the starter question base and the
 * configuration a reset restores.
 */
export const USECASE_TEMPLATES: readonly UsecaseTemplate[] = [
  {
    key: 'compIntel',
    id: USE_CASE_IDS.compIntel,
    name: USE_CASE_DISPLAY_NAMES.compIntel,
    group: 'competitiveIntelligence',
    feature: 'COM-AST',
    description: 'Ask about competitor rate and form filings; answers cite the filings.',
    questions: [
      {
        text: 'Which carriers filed the largest rate increases this quarter?',
        category: 'Rates',
        approach: 'data',
      },
      {
        text: 'What reasons do competitors give for their recent rate changes?',
        category: 'Rates',
        approach: 'documents',
      },
      { text: 'How long do filings take to be approved by state?', category: 'Filings', approach: 'data' },
    ],
    config: ASSISTANT_CONFIG,
  },
  {
    key: 'docAnalysis',
    id: USE_CASE_IDS.docAnalysis,
    name: USE_CASE_DISPLAY_NAMES.docAnalysis,
    group: 'competitiveIntelligence',
    feature: 'DOC-ANL',
    description: 'Upload filing documents and get a question-by-question analysis with citations.',
    questions: [
      { text: 'What overall rate change is requested?', category: 'Rate', approach: 'documents' },
      { text: 'Which coverages change and how?', category: 'Coverage', approach: 'documents' },
      { text: 'What is the proposed effective date?', category: 'Dates', approach: 'documents' },
    ],
    config: { maxFilesPerAnalysis: 20, reportSections: ['summary', 'questions', 'citations'] },
  },
  {
    key: 'claims',
    id: USE_CASE_IDS.claims,
    name: USE_CASE_DISPLAY_NAMES.claims,
    group: 'claims',
    feature: null,
    description: 'Claim counts, incurred losses and loss ratios by state, line and month.',
    questions: [
      {
        text: 'Where did the loss ratio rise most over the last year?',
        category: 'Losses',
        approach: 'data',
      },
      { text: 'Which segments have unusual claim frequency?', category: 'Frequency', approach: 'data' },
    ],
    config: { lossRatioAlert: 0.75 },
  },
  {
    key: 'underwriting',
    id: USE_CASE_IDS.underwriting,
    name: USE_CASE_DISPLAY_NAMES.underwriting,
    group: 'underwriting',
    feature: null,
    description: 'Pricing adequacy and model monitoring for underwriting models.',
    questions: [
      { text: 'Which models show a stability shift?', category: 'Models', approach: 'data' },
      { text: 'Where is actual loss above expected?', category: 'Pricing', approach: 'data' },
    ],
    config: { psiMonitor: 0.1, psiShift: 0.25 },
  },
  {
    key: 'distribution',
    id: USE_CASE_IDS.distribution,
    name: USE_CASE_DISPLAY_NAMES.distribution,
    group: 'distribution',
    feature: null,
    description: 'Premium and growth by channel and state.',
    questions: [{ text: 'Which states grew written premium fastest?', category: 'Growth', approach: 'data' }],
    config: { growthWindowMonths: 12 },
  },
  {
    key: 'llms',
    id: USE_CASE_IDS.llms,
    name: USE_CASE_DISPLAY_NAMES.llms,
    group: 'competitiveIntelligence',
    feature: 'COM-AST',
    description: 'General questions over the tenant documents with the generative engine when configured.',
    questions: [
      {
        text: 'Summarise the most recent filings in three sentences.',
        category: 'Summary',
        approach: 'documents',
      },
    ],
    config: { ...ASSISTANT_CONFIG, answerStyle: 'detailed' },
  },
  {
    key: 'portfolioAssistant',
    id: USE_CASE_IDS.portfolioAssistant,
    name: USE_CASE_DISPLAY_NAMES.portfolioAssistant,
    group: 'portfolioAssistant',
    feature: 'PRF-AST',
    description: 'Ask about your portfolio; answers are computed from its rows and cite them.',
    questions: [
      {
        text: 'What is the loss ratio by state for the last 12 months?',
        category: 'Losses',
        approach: 'data',
      },
      { text: 'Which segments grew exposure the most?', category: 'Exposure', approach: 'data' },
    ],
    config: { ...ASSISTANT_CONFIG, defaultApproach: 'data' },
  },
];

export const GROUP_TEMPLATES = (Object.keys(GROUP_IDS) as GroupKey[]).map((key) => ({
  key,
  id: GROUP_IDS[key],
  name: GROUP_NAMES[key],
  description: GROUP_DESCRIPTIONS[key],
}));

export function templateByKey(key: string | null): UsecaseTemplate | undefined {
  return USECASE_TEMPLATES.find((t) => t.key === key);
}
