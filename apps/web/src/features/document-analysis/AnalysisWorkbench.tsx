import { useState } from 'react';
import { waitFor } from 'xstate';
import { formatBytes } from '@ratelens/domain';
import { Button } from '../../components/ui/Button.tsx';
import { FileDropZone } from '../../components/ui/FileDropZone.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import {
  ACCEPTED_TYPES,
  fileProblem,
  isAnalysed,
  perFilePercent,
  useDocumentAnalysisMachine,
  type DocumentAnalysis,
  type PickedFile,
} from './analysis-host.ts';
import { AnalysisProgressView, CitationPanel, QaList, QaSkeleton } from './AnalysisAnswers.tsx';
import { ReportConfigForm } from './AnalysisSettings.tsx';
import { FreeTextQuestion } from './FreeTextQuestion.tsx';

/**
 * One analysis: its documents (more can be dropped while it is a draft), the analysis progress polled
 * through the documentAnalysisMachine, then the QA list, report settings and completion. The machine
 * starts from the analysis as the page read it and routes on its status.
 */
export function AnalysisWorkbench({
  useCaseId,
  analysis,
}: {
  useCaseId: string;
  analysis: DocumentAnalysis;
}) {
  const machine = useDocumentAnalysisMachine(useCaseId, analysis);
  const { state, send, actor, pick, progress } = machine;
  const [files, setFiles] = useState<PickedFile[]>([]);
  const locked = analysis.status === 'completed' || state.context.completed;
  // An analysis whose run is over is checked once more by the machine, which also reads its answers.
  const readingAnswers =
    isAnalysed(progress?.status ?? analysis.status) && !state.matches('review') && !state.matches('failed');
  const percents = perFilePercent(files, state.context.uploadPercent ?? 0);
  return (
    <div className="doc-analysis">
      <section className="panel" aria-labelledby="documents-heading">
        <h2 id="documents-heading">Documents</h2>
        {analysis.documents.length === 0 && state.context.documents.length === 0 ? (
          <p>No documents yet: drop some below, then start the analysis.</p>
        ) : (
          <ul className="stack-list doc-analysis__files">
            {(state.context.documents.length > 0
              ? state.context.documents.map((d) => analysis.documents.find((a) => a.id === d.id) ?? d)
              : analysis.documents
            ).map((doc) => (
              <li key={doc.id}>
                {'filename' in doc
                  ? `${doc.filename} (${formatBytes(doc.sizeBytes)}${doc.pageCount ? `, ${doc.pageCount} ${doc.pageCount === 1 ? 'page' : 'pages'}` : ''})`
                  : doc.name}
              </li>
            ))}
          </ul>
        )}
        {(state.matches('draft') || state.matches('uploading')) && !readingAnswers ? (
          <>
            <FileDropZone
              label="Drop more documents here"
              acceptedTypes={ACCEPTED_TYPES}
              isDisabled={state.matches('uploading') || locked}
              onFiles={(dropped) => setFiles(pick(dropped.filter((f) => fileProblem(f) === null)))}
            />
            {files.map((file, index) => (
              <ProgressBar
                key={file.name}
                label={file.name}
                value={state.matches('uploading') ? (percents[index] ?? 0) : 0}
              />
            ))}
            <div className="row-actions">
              <Button
                variant="secondary"
                isDisabled={files.length === 0 || !state.matches('draft')}
                onPress={async () => {
                  send({ type: 'DOC_ANALYSIS.ATTACH', files });
                  await waitFor(actor, (s) => s.matches('draft'), { timeout: Infinity });
                  setFiles([]);
                }}
              >
                Upload
              </Button>
              <Button
                isDisabled={!state.matches('draft') || state.context.documents.length === 0}
                onPress={() => send({ type: 'DOC_ANALYSIS.ANALYSE' })}
              >
                Analyse
              </Button>
            </div>
          </>
        ) : null}
      </section>
      {readingAnswers ? <QaSkeleton /> : <AnalysisProgressView machine={machine} />}
      {state.matches('review') ? (
        <>
          <QaList useCaseId={useCaseId} machine={machine} locked={locked} />
          {locked ? null : (
            <FreeTextQuestion
              useCaseId={useCaseId}
              analysisId={analysis.id}
              renderCitation={(citation, close) => (
                <CitationPanel useCaseId={useCaseId} citation={citation} onClose={close} />
              )}
            />
          )}
          <ReportConfigForm analysis={analysis} machine={machine} />
          <section className="panel" aria-labelledby="complete-heading">
            <h2 id="complete-heading">Complete</h2>
            {locked ? (
              <p>This analysis is complete and locked.</p>
            ) : (
              <>
                <p>Completing locks the analysis: no more questions, votes or documents.</p>
                <Button
                  isPending={state.matches({ review: 'completing' })}
                  isDisabled={!state.hasTag('reviewing')}
                  onPress={() => send({ type: 'DOC_ANALYSIS.COMPLETE' })}
                >
                  Complete analysis
                </Button>
              </>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
