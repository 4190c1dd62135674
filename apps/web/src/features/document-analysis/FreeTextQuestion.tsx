import { useRef, useState, type ReactNode } from 'react';
import { EVENT_STREAM_ACCEPT, readAnswerStream, unwrap, type components } from '@ratelens/api';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField } from '../../components/ui/TextArea.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { useApi } from '../../app/services.tsx';
import { CitationList, type Citation } from '../assistant/citations.tsx';
import { Markdown } from '../assistant/Markdown.tsx';

type DocumentCitation = Extract<Citation, { kind: 'document' }>;
type FreeAnswer = components['schemas']['AnalysisFreeAnswer'];

interface Asked {
  question: string;
  text: string;
  citations: Citation[];
  status: 'writing' | 'done' | 'stopped' | 'failed';
  error?: string;
  engineVersion?: string;
}

/**
 * A question outside the question base, asked of this analysis's documents: the answer is shown while it
 * is written (server-sent events), its citations open the citation view. Enter asks, Shift+Enter adds a
 * line. The answers stay on this page only; the question base keeps questions with the analysis.
 */
export function FreeTextQuestion({
  useCaseId,
  analysisId,
  renderCitation,
}: {
  useCaseId: string;
  analysisId: string;
  renderCitation: (citation: DocumentCitation, close: () => void) => ReactNode;
}) {
  const api = useApi();
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState<Asked[]>([]);
  const [open, setOpen] = useState<{ at: number; citation: DocumentCitation } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const writing = asked.some((a) => a.status === 'writing');
  const update = (at: number, change: (a: Asked) => Asked) =>
    setAsked((list) => list.map((a, i) => (i === at ? change(a) : a)));

  const ask = async () => {
    const question = draft.trim();
    if (!question || writing) return;
    setDraft('');
    const at = asked.length;
    setAsked((list) => [...list, { question, text: '', citations: [], status: 'writing' }]);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const body = unwrap(
        await api.POST('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/ask', {
          params: { path: { usecaseId: useCaseId, analysisId } },
          body: { question },
          headers: { accept: EVENT_STREAM_ACCEPT },
          parseAs: 'stream',
          signal: controller.signal,
        }),
      );
      if (!body) throw new Error('The answer stream is empty');
      await readAnswerStream(body, (event) => {
        if (event.type === 'delta') update(at, (a) => ({ ...a, text: a.text + event.text }));
        if (event.type === 'replace') update(at, (a) => ({ ...a, text: event.text }));
        if (event.type === 'citations') update(at, (a) => ({ ...a, citations: event.citations }));
        if (event.type === 'done') {
          const done = event.result as unknown as FreeAnswer;
          update(at, (a) => ({
            ...a,
            text: done.text,
            citations: done.citations,
            engineVersion: done.engineVersion,
            status: 'done',
          }));
        }
        if (event.type === 'error')
          update(at, (a) => ({ ...a, status: 'failed', error: event.problem.detail ?? event.problem.title }));
      });
    } catch (error) {
      update(at, (a) =>
        a.status !== 'writing'
          ? a
          : controller.signal.aborted
            ? { ...a, status: 'stopped' }
            : { ...a, status: 'failed', error: errorMessage(error) },
      );
    } finally {
      abort.current = null;
    }
  };

  return (
    <section className="panel" aria-labelledby="free-question-heading">
      <h2 id="free-question-heading">Ask your own question</h2>
      <p className="page-frame__description">
        Questions outside the question base, answered from this analysis&apos;s documents with citations.
      </p>
      {asked.length > 0 ? (
        <ul className="qa-list" aria-label="Your questions">
          {asked.map((a, at) => (
            <li key={at} className="qa" data-testid="free-answer">
              <h3 className="qa__question">{a.question}</h3>
              <div aria-live="polite" aria-busy={a.status === 'writing'}>
                {a.text ? <Markdown text={a.text} /> : null}
                {a.status === 'writing' && !a.text ? <p>The answer is being written…</p> : null}
              </div>
              {a.status === 'stopped' ? <p>You stopped this answer.</p> : null}
              {a.status === 'failed' ? <Alert>The answer could not be written: {a.error}</Alert> : null}
              <CitationList
                citations={a.citations}
                onOpen={(citation) => citation.kind === 'document' && setOpen({ at, citation })}
              />
              {open?.at === at ? renderCitation(open.citation, () => setOpen(null)) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="qa-free"
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <TextAreaField
          label="Your question about these documents"
          description="Enter asks, Shift+Enter adds a line."
          value={draft}
          onChange={setDraft}
          maxLength={1000}
          rows={2}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void ask();
            } else event.continuePropagation();
          }}
        />
        <div className="row-actions">
          {writing ? (
            <Button variant="secondary" onPress={() => abort.current?.abort()}>
              Stop
            </Button>
          ) : (
            <Button type="submit" isDisabled={!draft.trim()}>
              Ask
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
