import type { QualityQuestion } from './harness.d.mts';
export const QUALITY_QUESTIONS: QualityQuestion[];
