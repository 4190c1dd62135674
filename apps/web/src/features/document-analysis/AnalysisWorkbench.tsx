import { useEffect, useRef, useState } from 'react';
import { waitFor } from 'xstate';
import { listQuery } from '@ratelens/api';
import { formatBytes } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { FileDropZone } from '../../components/ui/FileDropZone.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ToggleButton } from '../../components/ui/ToggleButton.tsx';
import { EmptyState } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices } from '../../app/services.tsx';
import { CitationList, type Citation } from '../assistant/citations.tsx';
import { FileView, HighlightedText, fileFrom } from '../assistant/FileView.tsx';
import { Markdown } from '../assistant/Markdown.tsx';
import {
  ACCEPTED_TYPES,
  fileProblem,
  isAnalysed,
  perFilePercent,
  useDocumentAnalysisMachine,
  type AnalysisQuestion,
  type DocumentAnalysis,
  type PickedFile,
} from './analysis-host.ts';
import { FreeTextQuestion } from './FreeTextQuestion.tsx';

type Machine = ReturnType<typeof useDocumentAnalysisMachine>;
type DocumentCitation = Extract<Citation, { kind: 'document' }>;

const STAGES: Record<string, string> = {
  idle: 'Waiting to start',
  extracting: 'Reading the documents',
  indexing: 'Indexing passages',
  answering: 'Answering questions',
  done: 'Done',
};

function AnalysisProgressView({ machine }: { machine: Machine }) {
  const { state, send, progress } = machine;
  if (state.matches('failed')) {
    // The run may be over and only reading its answers failed: say which, the retry reads them again.
    if (progress && isAnalysed(progress.status)) {
      return (
        <Alert title="The answers of this analysis could not be loaded">
          <p>{state.context.error ?? 'No reason was given.'}</p>
          <Button variant="secondary" onPress={() => send({ type: 'DOC_ANALYSIS.RETRY' })}>
            Try again
          </Button>
        </Alert>
      );
    }
    return (
      <Alert title="The analysis failed">
        <p>{state.context.error ?? 'No reason was given.'}</p>
        <Button variant="secondary" onPress={() => send({ type: 'DOC_ANALYSIS.RETRY' })}>
          Check again
        </Button>
      </Alert>
    );
  }
  if (!state.hasTag('analysing')) return null;
  return (
    <section className="panel" aria-labelledby="progress-heading">
      <h2 id="progress-heading">Analysing</h2>
      <ProgressBar
        label={progress ? (STAGES[progress.stage] ?? progress.stage) : 'Queued'}
        value={progress?.progress ?? 0}
        detail={
          progress
            ? `documents ${progress.documentsDone}/${progress.documentsTotal}, questions ${progress.questionsAnswered}/${progress.questionsTotal}`
            : undefined
        }
      />
      <p className="page-frame__description">
        This page checks the progress by itself; you can leave and come back.
      </p>
    </section>
  );
}

function CitationPanel({
  useCaseId,
  citation,
  onClose,
}: {
  useCaseId: string;
  citation: DocumentCitation;
  onClose: () => void;
}) {
  const { api } = useServices();
  return (
    <section
      className="citation-panel"
      aria-label={`Citation ${citation.index}`}
      data-testid="citation-panel"
    >
      <h3>
        {citation.filename}
        {citation.page ? `, page ${citation.page}` : ''}
      </h3>
      <blockquote>
        <HighlightedText text={citation.quote} quote={citation.quote} />
      </blockquote>
      <FileView
        queryKey={['chat-file', useCaseId, citation.filename]}
        filename={citation.filename}
        page={citation.page}
        quote={citation.quote}
        load={async (signal) =>
          fileFrom(
            await api.GET('/api/usecase/{usecaseId}/chats/view', {
              params: { path: { usecaseId: useCaseId }, query: { filename: citation.filename } },
              parseAs: 'blob',
              signal,
            }),
          )
        }
      />
      <Button variant="quiet" onPress={onClose}>
        Close citation
      </Button>
    </section>
  );
}

function QuestionRow({
  useCaseId,
  text,
  questionId,
  answer,
  machine,
  locked,
}: {
  useCaseId: string;
  text: string;
  questionId: string;
  answer: AnalysisQuestion | undefined;
  machine: Machine;
  locked: boolean;
}) {
  const { state, send } = machine;
  const [open, setOpen] = useState<DocumentCitation | null>(null);
  const busy = state.hasTag('busy') || !state.matches({ review: 'ready' });
  const working = state.context.qaAction;
  const mine =
    working &&
    ((working.kind === 'add' && working.question === questionId) ||
      (working.kind !== 'add' && working.questionId === questionId));
  return (
    <li className="qa" data-question-id={questionId}>
      <h3 className="qa__question">{text}</h3>
      {answer ? (
        <>
          {answer.status === 'answered' && answer.answer ? (
            <Markdown text={answer.answer} />
          ) : (
            <p>{answer.status === 'failed' ? 'No answer could be found.' : 'The answer is being written…'}</p>
          )}
          <CitationList
            citations={answer.citations}
            onOpen={(citation) => citation.kind === 'document' && setOpen(citation)}
          />
          {open ? (
            <CitationPanel useCaseId={useCaseId} citation={open} onClose={() => setOpen(null)} />
          ) : null}
          <div className="row-actions">
            <ToggleButton
              isSelected={answer.myVote === 'up'}
              isDisabled={busy || locked}
              onChange={() => send({ type: 'DOC_ANALYSIS.QA_UP_VOTE', questionId })}
              aria-label={`Up vote the answer to: ${text}`}
            >
              <span aria-hidden="true">▲</span> {answer.upVotes}
            </ToggleButton>
            <ToggleButton
              isSelected={answer.myVote === 'down'}
              isDisabled={busy || locked}
              onChange={() => send({ type: 'DOC_ANALYSIS.QA_DOWN_VOTE', questionId })}
              aria-label={`Down vote the answer to: ${text}`}
            >
              <span aria-hidden="true">▼</span> {answer.downVotes}
            </ToggleButton>
            <Button
              variant="secondary"
              isDisabled={busy || locked}
              isPending={Boolean(mine && working?.kind === 'regenerate')}
              onPress={() => send({ type: 'DOC_ANALYSIS.QA_REGENERATE', questionId })}
            >
              Regenerate
            </Button>
            <Button
              variant="quiet"
              isDisabled={busy || locked}
              onPress={() => send({ type: 'DOC_ANALYSIS.QA_REMOVE', questionId })}
            >
              Remove question
            </Button>
          </div>
        </>
      ) : (
        <Button
          variant="secondary"
          isDisabled={busy || locked}
          isPending={Boolean(mine)}
          onPress={() => send({ type: 'DOC_ANALYSIS.QA_ADD', question: questionId })}
        >
          Ask this question
        </Button>
      )}
    </li>
  );
}

/** While an analysis whose run is over is read again, the place its answers will take. */
function QaSkeleton() {
  return (
    <section className="panel" aria-labelledby="qa-heading">
      <h2 id="qa-heading">Questions and answers</h2>
      <Skeleton label="Loading the questions and answers" height="12rem" />
    </section>
  );
}

/** The analysis's questions with their answers first, then the question base's others to ask. */
function QaList({ useCaseId, machine, locked }: { useCaseId: string; machine: Machine; locked: boolean }) {
  const asked = [...machine.answers.values()];
  return (
    <section className="panel" aria-labelledby="qa-heading">
      <h2 id="qa-heading">Questions and answers</h2>
      <p className="page-frame__description">
        Ask questions of the question base; each answer cites the passages it comes from.
      </p>
      {machine.state.context.error ? <Alert>{machine.state.context.error}</Alert> : null}
      {asked.length === 0 ? (
        <EmptyState title="No questions asked yet">
          {locked
            ? 'This analysis was completed without questions.'
            : 'Ask a question of the question base below to get an answer from these documents.'}
        </EmptyState>
      ) : (
        <ul className="qa-list" aria-label="Asked questions">
          {asked.map((answer) => (
            <QuestionRow
              key={answer.id}
              useCaseId={useCaseId}
              questionId={answer.id}
              text={answer.text}
              answer={answer}
              machine={machine}
              locked={locked}
            />
          ))}
        </ul>
      )}
      {locked ? null : <QuestionsToAsk useCaseId={useCaseId} machine={machine} />}
    </section>
  );
}

function QuestionsToAsk({ useCaseId, machine }: { useCaseId: string; machine: Machine }) {
  const questions = useQueryHooks().useQuery('get', '/api/usecase/{usecaseId}/questions', {
    params: { path: { usecaseId: useCaseId }, query: listQuery({ orderBy: 'sortOrder', pageSize: 200 }) },
  });
  return (
    <div className="qa-ask" role="group" aria-labelledby="qa-ask-heading">
      <h3 id="qa-ask-heading">More questions to ask</h3>
      <QueryView query={questions} label="Loading the question base">
        {(page) => {
          const open = page.items.filter((q) => q.isActive && !machine.answers.has(q.id));
          if (page.items.length === 0) {
            return (
              <EmptyState title="The question base is empty">
                Add questions in the question base editor, then ask them here.
              </EmptyState>
            );
          }
          if (open.length === 0) return <p>Every question of the question base has been asked.</p>;
          return (
            <ul className="qa-list">
              {open.map((q) => (
                <QuestionRow
                  key={q.id}
                  useCaseId={useCaseId}
                  questionId={q.id}
                  text={q.text}
                  answer={undefined}
                  machine={machine}
                  locked={false}
                />
              ))}
            </ul>
          );
        }}
      </QueryView>
    </div>
  );
}

const SECTIONS = ['summary', 'questions', 'citations', 'documents'] as const;

function ReportConfigForm({ analysis, machine }: { analysis: DocumentAnalysis; machine: Machine }) {
  const current = machine.state.context.reportConfig ?? analysis.reportConfig ?? undefined;
  const [title, setTitle] = useState(String(current?.title ?? analysis.name));
  const [sections, setSections] = useState<string[]>(
    Array.isArray(current?.sections) ? (current.sections as string[]) : ['summary', 'questions', 'citations'],
  );
  const [format, setFormat] = useState(String(current?.format ?? 'pdf'));
  const busy = !machine.state.matches({ review: 'ready' });
  return (
    <section className="panel" aria-labelledby="report-heading">
      <h2 id="report-heading">Report</h2>
      <form
        className="doc-analysis__form"
        onSubmit={(event) => {
          event.preventDefault();
          machine.send({ type: 'DOC_ANALYSIS.CONFIGURE_REPORT', config: { title, sections, format } });
        }}
      >
        <TextField label="Report title" value={title} onChange={setTitle} isRequired />
        <fieldset className="doc-analysis__sections">
          <legend>Sections</legend>
          {SECTIONS.map((section) => (
            <Checkbox
              key={section}
              isSelected={sections.includes(section)}
              onChange={(on) =>
                setSections(on ? [...sections, section] : sections.filter((s) => s !== section))
              }
            >
              {section}
            </Checkbox>
          ))}
        </fieldset>
        <Select
          label="Format"
          options={[
            { value: 'pdf', label: 'PDF' },
            { value: 'docx', label: 'Word (DOCX)' },
            { value: 'markdown', label: 'Markdown' },
          ]}
          value={format}
          onChange={(value) => value && setFormat(value)}
        />
        <Button type="submit" isDisabled={busy || sections.length === 0 || !title.trim()}>
          Save report settings
        </Button>
        {machine.state.context.reportConfig ? <p role="status">Report settings saved.</p> : null}
      </form>
    </section>
  );
}

/**
 * One analysis: its documents (more can be dropped while it is a draft), the analysis progress polled
 * through the documentAnalysisMachine, then the QA list, report settings and completion.
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
  const started = useRef(false);

  useEffect(() => {
    // Bring the machine to where the analysis is: created, its documents attached, polled unless a draft.
    if (started.current) return;
    started.current = true;
    void (async () => {
      send({ type: 'DOC_ANALYSIS.CREATE', name: analysis.name });
      await waitFor(actor, (s) => s.matches('draft'));
      if (analysis.documents.length === 0) return;
      send({
        type: 'DOC_ANALYSIS.ATTACH',
        files: analysis.documents.map((d) => ({ name: d.filename, size: 0 })),
      });
      await waitFor(actor, (s) => s.matches('draft'));
      if (analysis.status !== 'draft') send({ type: 'DOC_ANALYSIS.ANALYSE' });
    })();
  }, [actor, analysis, send]);

  const locked = analysis.status === 'completed' || state.context.completed;
  // An analysis whose run is over goes through the machine's poll again, which also reads its answers.
  const readingAnswers =
    analysis.documents.length > 0 &&
    isAnalysed(progress?.status ?? analysis.status) &&
    !state.matches('review') &&
    !state.matches('failed');
  const percents = perFilePercent(files, state.context.uploadPercent ?? 0);
  return (
    <div className="doc-analysis">
      <section className="panel" aria-labelledby="documents-heading">
        <h2 id="documents-heading">Documents</h2>
        {analysis.documents.length === 0 && state.context.documents.length === 0 ? (
          <p>No documents yet: drop some below, then start the analysis.</p>
        ) : (
          <ul className="doc-analysis__files">
            {(state.context.documents.length > 0
              ? state.context.documents.map((d) => analysis.documents.find((a) => a.id === d.id) ?? d)
              : analysis.documents
            ).map((doc) => (
              <li key={doc.id}>
                {'filename' in doc
                  ? `${doc.filename} (${formatBytes(doc.sizeBytes)}${doc.pageCount ? `, ${doc.pageCount} pages` : ''})`
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
                  isDisabled={!state.matches({ review: 'ready' })}
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
