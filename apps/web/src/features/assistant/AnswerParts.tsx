import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartialAnswer } from '@ratelens/machines';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ToggleButton } from '../../components/ui/ToggleButton.tsx';
import { copyText } from '../../app/clipboard.ts';
import { errorMessage } from '../../app/error-message.ts';
import { useToast } from '../../app/services.tsx';
import { AnswerView, type CitationHref } from './AnswerView.tsx';
import { EngineNotice } from './EngineNotice.tsx';
import type { ChatBackend, ChatMessage, Approach, Vote } from './chat-backend.ts';
import type { Citation } from './citations.tsx';
import { DataAnswerPlan } from './DataAnswerPlan.tsx';
import { APPROACH_LABELS, orderApproaches } from './chat-crumbs.ts';

// An answer as the chat shows it: its approach tabs, votes, copy button, and the answer being written.

/** Up and down votes; after a vote, an optional reason can be sent with it. */
function Votes({
  label,
  up,
  down,
  mine,
  onVote,
  disabled,
}: {
  label: string;
  up: number;
  down: number;
  mine: Vote;
  onVote?: (vote: Vote, comment?: string) => void;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState<Vote | null>(null);
  const [reason, setReason] = useState('');
  const press = (value: Vote) => {
    const next = mine === value ? 'none' : value;
    onVote?.(next);
    setAsking(next === 'none' ? null : next);
    setReason('');
  };
  return (
    <div className="votes">
      <div className="row-actions" role="group" aria-label={`Votes on ${label}`}>
        <ToggleButton
          isSelected={mine === 'up'}
          isDisabled={!onVote || disabled}
          onChange={() => press('up')}
          aria-label={`Up vote ${label}`}
        >
          <span aria-hidden="true">▲</span> {up}
        </ToggleButton>
        <ToggleButton
          isSelected={mine === 'down'}
          isDisabled={!onVote || disabled}
          onChange={() => press('down')}
          aria-label={`Down vote ${label}`}
        >
          <span aria-hidden="true">▼</span> {down}
        </ToggleButton>
      </div>
      {asking && onVote ? (
        <form
          className="votes__reason"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            onVote(asking, reason.trim());
            setAsking(null);
          }}
        >
          <TextField
            label={asking === 'down' ? 'What was wrong? (optional)' : 'What helped? (optional)'}
            value={reason}
            onChange={setReason}
            maxLength={1000}
          />
          <Button type="submit" variant="secondary" isDisabled={!reason.trim()}>
            Send reason
          </Button>
          <Button variant="quiet" onPress={() => setAsking(null)}>
            Skip
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="quiet"
      onPress={async () => {
        if (await copyText(text)) {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2000);
        }
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

export interface AnswerContext {
  backend: ChatBackend;
  chatUrl: string;
  defaultApproach: Approach;
}

/** Where a citation of a stored answer opens: its SPEC route, or the sources list on this page. */
function hrefFor(ctx: AnswerContext, messageId: string, approach: Approach): CitationHref {
  return (citation: Citation) =>
    ctx.backend.approachRoutes && ctx.backend.citation
      ? `${ctx.chatUrl}/messages/${messageId}/approach/${approach}/citations/${citation.id}`
      : `#src-${messageId}-${approach}-${citation.index}`;
}

/**
 * Answers by approach in tabs, the configured default first. Where the assistant has SPEC routes per
 * approach the tabs are links to them; elsewhere (the portfolio assistant) they switch in place.
 */
function ApproachTabs<T extends { approach: Approach }>({
  answers,
  messageId,
  ctx,
  render,
}: {
  answers: readonly T[];
  messageId: string | null;
  ctx: AnswerContext;
  render: (answer: T) => ReactNode;
}) {
  const params = useParams();
  const ordered = orderApproaches(answers, ctx.defaultApproach);
  const [local, setLocal] = useState<Approach | null>(null);
  const routed = ctx.backend.approachRoutes && messageId !== null;
  const fromRoute =
    routed && params.messageId === messageId
      ? ordered.find((a) => a.approach === params.approachType)?.approach
      : undefined;
  const selected =
    fromRoute ?? ordered.find((a) => a.approach === local)?.approach ?? ordered[0]?.approach ?? null;
  if (ordered.length === 0) return null;
  return (
    <Tabs
      variant="line"
      label="Answers by approach"
      selectedKey={selected}
      onSelectionChange={(key) => setLocal(key as Approach)}
      items={ordered.map((answer) => ({
        id: answer.approach,
        label: APPROACH_LABELS[answer.approach],
        ...(routed ? { href: `${ctx.chatUrl}/messages/${messageId}/approach/${answer.approach}` } : {}),
      }))}
    >
      {ordered.filter((a) => a.approach === selected).map(render)}
    </Tabs>
  );
}

export function AssistantMessage({
  message,
  ctx,
  chatId,
  onRegenerate,
}: {
  message: ChatMessage;
  ctx: AnswerContext;
  chatId: string;
  onRegenerate?: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { backend } = ctx;
  const vote = useMutation({
    mutationFn: ({ approach, value, comment }: { approach: Approach; value: Vote; comment?: string }) =>
      backend.vote ? backend.vote(chatId, message.id, approach, value, comment) : Promise.resolve(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...backend.key, 'history', chatId] }),
    onError: (error) =>
      toast({ title: 'Your vote was not counted', description: errorMessage(error), variant: 'destructive' }),
  });
  if (message.answers.length === 0) return <p>The assistant has no answer to this question.</p>;
  return (
    <ApproachTabs
      answers={message.answers}
      messageId={message.id}
      ctx={ctx}
      render={(answer) => (
        <AnswerView
          key={answer.approach}
          answer={answer}
          href={hrefFor(ctx, message.id, answer.approach)}
          anchorPrefix={`src-${message.id}-${answer.approach}`}
        >
          {answer.plan ? <DataAnswerPlan plan={answer.plan} /> : null}
          <EngineNotice fallback={answer.fallback} />
          <div className="answer-actions">
            <CopyButton text={answer.text} />
            {onRegenerate ? (
              <Button variant="quiet" onPress={onRegenerate}>
                Regenerate
              </Button>
            ) : null}
            <Votes
              label={`the ${APPROACH_LABELS[answer.approach].toLowerCase()} answer`}
              up={answer.upVotes}
              down={answer.downVotes}
              mine={answer.myVote}
              disabled={vote.isPending}
              onVote={
                backend.vote
                  ? (value, comment) => vote.mutate({ approach: answer.approach, value, comment })
                  : undefined
              }
            />
          </div>
        </AnswerView>
      )}
    />
  );
}

/** The answer being written: the same display, with the text so far and no actions yet. */
export function StreamingAnswer({ partial, ctx }: { partial: PartialAnswer[]; ctx: AnswerContext }) {
  if (partial.length === 0) return <Spinner label="Looking for the answer" />;
  return (
    <ApproachTabs
      answers={partial}
      messageId={null}
      ctx={ctx}
      render={(answer) => (
        <AnswerView
          key={answer.approach}
          answer={answer}
          href={(c) => `#src-streaming-${answer.approach}-${c.index}`}
          anchorPrefix={`src-streaming-${answer.approach}`}
          streaming
        />
      )}
    />
  );
}

export function Question({ text, asker }: { text: string; asker: string }) {
  return (
    <p className="chat__question">
      <span className="chat__asker">{asker}</span>
      <span className="visually-hidden">: </span>
      {text}
    </p>
  );
}
