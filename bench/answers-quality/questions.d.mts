import type { QualityQuestion } from './harness.d.mts';
export const QUALITY_QUESTIONS: QualityQuestion[];
export const FIRST_QUESTIONS: QualityQuestion[];
