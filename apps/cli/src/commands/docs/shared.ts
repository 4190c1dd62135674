import type { components } from '@ratelens/api';
import { when, type Output } from '../../output.ts';

export type DocumentAnalysis = components['schemas']['DocumentAnalysis'];
export type AnalysisProgress = components['schemas']['AnalysisProgress'];

export function printAnalysis(out: Output, analysis: DocumentAnalysis): void {
  out.printRecord(analysis, [
    ['Id', analysis.id],
    ['Name', analysis.name],
    ['Status', analysis.status],
    ['Progress', `${analysis.progress}%`],
    ['Documents', analysis.documents.map((d) => `${d.filename} (${d.status})`).join(', ') || 'none'],
    ['Questions', String(analysis.questionCount)],
    ['Created', `${when(analysis.createdDateTime)} by ${analysis.createdBy}`],
  ]);
}

export function describeProgress(p: AnalysisProgress): string {
  return `${p.status} ${p.progress}% (${p.stage}; documents ${p.documentsDone}/${p.documentsTotal}, questions ${p.questionsAnswered}/${p.questionsTotal})`;
}
