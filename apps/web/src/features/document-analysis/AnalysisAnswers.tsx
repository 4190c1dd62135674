import { useState } from 'react';
import { listQuery } from '@ratelens/api';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ToggleButton } from '../../components/ui/ToggleButton.tsx';
import { EmptyState } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { useQueryHooks, useServices } from '../../app/services.tsx';
import { CitationList, type Citation } from '../assistant/citations.tsx';
import { EngineNotice } from '../assistant/EngineNotice.tsx';
import { FileView, HighlightedText, fileFrom } from '../assistant/FileView.tsx';
import { Markdown } from '../assistant/Markdown.tsx';
import { isAnalysed, type AnalysisQuestion } from './analysis-host.ts';
import type { Machine } from './analysis-host.ts';

type DocumentCitation = Extract<Citation, { kind: 'document' }>;

const STAGES: Record<string, string> = {
  idle: 'Waiting to start',
  extracting: 'Reading the documents',
  indexing: 'Indexing passages',
  answering: 'Answering questions',
  done: 'Done',
};

export function AnalysisProgressView({ machine }: { machine: Machine }) {
  const { state, send, progress } = machine;
  if (state.matches('failed')) {
    // The run may be over and only reading its answers failed: say which, the retry reads them again.
    if (progress && isAnalysed(progress.status)) {
      return (
        <Alert title="The answers of this analysis could not be loaded">
          <p>{state.context.error ? errorMessage(state.context.error) : 'No reason was given.'}</p>
          <Button variant="secondary" onPress={() => send({ type: 'DOC_ANALYSIS.RETRY' })}>
            Try again
          </Button>
        </Alert>
      );
    }
    return (
      <Alert title="The analysis failed">
        <p>{state.context.error ? errorMessage(state.context.error) : 'No reason was given.'}</p>
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

export function CitationPanel({
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
  const busy = state.hasTag('busy') || !state.hasTag('reviewing');
  const working = state.context.qaAction;
  const mine = working?.questionId === questionId;
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
          <EngineNotice fallback={answer.fallback} />
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
          onPress={() => send({ type: 'DOC_ANALYSIS.QA_ADD', questionId })}
        >
          Ask this question
        </Button>
      )}
    </li>
  );
}

/** While an analysis whose run is over is read again, the place its answers will take. */
export function QaSkeleton() {
  return (
    <section className="panel" aria-labelledby="qa-heading">
      <h2 id="qa-heading">Questions and answers</h2>
      <Skeleton label="Loading the questions and answers" height="12rem" />
    </section>
  );
}

/** The analysis's questions with their answers first, then the question base's others to ask. */
export function QaList({
  useCaseId,
  machine,
  locked,
}: {
  useCaseId: string;
  machine: Machine;
  locked: boolean;
}) {
  const asked = machine.state.context.questions;
  return (
    <section className="panel" aria-labelledby="qa-heading">
      <h2 id="qa-heading">Questions and answers</h2>
      <p className="page-frame__description">
        Ask questions of the question base; each answer cites the passages it comes from.
      </p>
      {machine.state.context.error ? <Alert>{errorMessage(machine.state.context.error)}</Alert> : null}
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

export function QuestionsToAsk({ useCaseId, machine }: { useCaseId: string; machine: Machine }) {
  const questions = useQueryHooks().useQuery('get', '/api/usecase/{usecaseId}/questions', {
    params: { path: { usecaseId: useCaseId }, query: listQuery({ orderBy: 'sortOrder', pageSize: 200 }) },
  });
  return (
    <div className="qa-ask" role="group" aria-labelledby="qa-ask-heading">
      <h3 id="qa-ask-heading">More questions to ask</h3>
      <QueryView query={questions} label="Loading the question base">
        {(page) => {
          const open = page.items.filter(
            (q) => q.isActive && !machine.state.context.questions.some((asked) => asked.id === q.id),
          );
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
