import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartialAnswer } from '@ratelens/machines';
import { listQuery } from '@ratelens/api';
import { formatDateTime } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import type { BreadcrumbItem } from '../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { TextAreaField } from '../../components/ui/TextArea.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ToggleButton } from '../../components/ui/ToggleButton.tsx';
import { copyText } from '../../app/clipboard.ts';
import { errorMessage } from '../../app/error-message.ts';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { AiAdminLinks } from '../ai-activity/AiAdminLinks.tsx';
import { useToast } from '../../app/services.tsx';
import { AnswerView, type CitationHref } from './AnswerView.tsx';
import { EngineNotice } from './EngineNotice.tsx';
import type { ChatBackend, ChatHistory, ChatMessage, Approach, Vote } from './chat-backend.ts';
import { CitationView } from './CitationPanel.tsx';
import type { Citation } from './citations.tsx';
import { DataAnswerPlan } from './DataAnswerPlan.tsx';
import { useChatStream } from './use-chat-stream.ts';
import './assistant.css';

const APPROACH_LABELS: Record<Approach, string> = { documents: 'From documents', data: 'From data' };

/** SPEC §2 chat chain below a base path. */
export function chatCrumbs(base: string, params: Record<string, string | undefined>): BreadcrumbItem[] {
  const crumbs: BreadcrumbItem[] = [];
  let url = base;
  if (params.chatId) {
    url += `/${params.chatId}`;
    crumbs.push({ label: 'Chat', url });
  }
  if (params.messageId) {
    url += `/messages/${params.messageId}`;
    crumbs.push({ label: 'Message', url });
  }
  if (params.approachType) {
    url += `/approach/${params.approachType}`;
    crumbs.push({ label: APPROACH_LABELS[params.approachType as Approach] ?? params.approachType, url });
  }
  if (params.citationId) {
    url += `/citations/${params.citationId}`;
    crumbs.push({ label: 'Citation', url });
  }
  return crumbs;
}

/** The approaches of an answer with the configured default first (the first tab shown). */
export function orderApproaches<T extends { approach: Approach }>(
  answers: readonly T[],
  first: Approach,
): T[] {
  return [...answers].sort((a, b) => Number(b.approach === first) - Number(a.approach === first));
}

const PAGE = 20;

/** The chat history: a plain list of links, with more loaded on demand instead of page controls. */
function ChatList({ backend, base, current }: { backend: ChatBackend; base: string; current?: string }) {
  const [size, setSize] = useState(PAGE);
  const chats = useQuery({
    queryKey: [...backend.key, 'list', size],
    queryFn: () => backend.list(listQuery({ page: 1, pageSize: size, orderBy: 'lastMessageAt:desc' })),
    placeholderData: (previous) => previous,
  });
  if (chats.isPending) return <Spinner label="Loading the chats" />;
  if (chats.isError) return <ErrorScreen error={chats.error} onRetry={() => void chats.refetch()} />;
  if (chats.data.items.length === 0)
    return <EmptyState title="No chats yet">Ask a question to start one.</EmptyState>;
  return (
    <nav aria-label="Chats">
      <ul className="chat-list">
        {chats.data.items.map((chat) => (
          <li key={chat.id}>
            <Link
              href={`${base}/${chat.id}`}
              variant="plain"
              className="chat-list__item"
              aria-current={chat.id === current ? 'page' : undefined}
            >
              <span className="chat-list__title">{chat.title}</span>
              <span className="chat-list__time">
                {chat.lastMessageAt ? formatDateTime(chat.lastMessageAt) : 'No messages'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {chats.data.total > chats.data.items.length ? (
        <Button variant="quiet" onPress={() => setSize((s) => s + PAGE)} isPending={chats.isFetching}>
          Show more chats
        </Button>
      ) : null}
    </nav>
  );
}

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

interface AnswerContext {
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

function AssistantMessage({
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
          text={answer.text}
          citations={answer.citations}
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
function StreamingAnswer({ partial, ctx }: { partial: PartialAnswer[]; ctx: AnswerContext }) {
  if (partial.length === 0) return <Spinner label="Looking for the answer" />;
  return (
    <ApproachTabs
      answers={partial}
      messageId={null}
      ctx={ctx}
      render={(answer) => (
        <AnswerView
          key={answer.approach}
          text={answer.text}
          citations={answer.citations}
          href={(c) => `#src-streaming-${answer.approach}-${c.index}`}
          anchorPrefix={`src-streaming-${answer.approach}`}
          streaming
        />
      )}
    />
  );
}

function Question({ text, asker }: { text: string; asker: string }) {
  return (
    <p className="chat__question">
      <span className="chat__asker">{asker}</span>
      <span className="visually-hidden">: </span>
      {text}
    </p>
  );
}

function Suggestions({ backend, onPick }: { backend: ChatBackend; onPick: (question: string) => void }) {
  const suggestions = useQuery({
    queryKey: [...backend.key, 'suggestions'],
    queryFn: () => backend.suggestions!(3),
    enabled: Boolean(backend.suggestions),
    staleTime: 60_000,
  });
  if (!suggestions.data?.length) return null;
  return (
    <section className="suggestions" aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading" className="suggestions__title">
        Suggested questions
      </h2>
      <ul className="suggestions__list">
        {suggestions.data.map((q) => (
          <li key={q}>
            <Button variant="secondary" className="suggestions__item" onPress={() => onPick(q)}>
              {q}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The ask box: Enter sends, Shift+Enter adds a line; Stop while an answer is written. */
function Composer({
  busy,
  onSend,
  onStop,
}: {
  busy: boolean;
  onSend: (question: string) => void;
  onStop: () => void;
}) {
  const [question, setQuestion] = useState('');
  const send = () => {
    if (busy || !question.trim()) return;
    onSend(question.trim());
    setQuestion('');
  };
  return (
    <form
      className="chat__ask"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextAreaField
        label="Your question"
        placeholder="For example: which states saw the largest approved rate increases?"
        description="Enter sends, Shift+Enter adds a line."
        value={question}
        onChange={setQuestion}
        rows={3}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          } else event.continuePropagation();
        }}
      />
      <div className="chat__ask-actions">
        {busy ? (
          <Button variant="secondary" onPress={onStop}>
            Stop
          </Button>
        ) : (
          <Button type="submit" isDisabled={!question.trim()}>
            Ask
          </Button>
        )}
      </div>
    </form>
  );
}

function Conversation({
  backend,
  base,
  chatId,
  reviewing,
  onRegenerate,
  live,
  hidden,
}: {
  backend: ChatBackend;
  base: string;
  chatId: string | undefined;
  reviewing: boolean;
  onRegenerate?: (question: string) => void;
  live: ReactNode;
  /** An answer the user stopped: stored by the server, hidden until asked for. */
  hidden?: string | null;
}) {
  const params = useParams();
  const history = useQuery({
    queryKey: [...backend.key, 'history', chatId],
    queryFn: () => backend.history(chatId!),
    enabled: Boolean(chatId),
  });
  const citation = useQuery({
    queryKey: [...backend.key, 'citation', chatId, params.messageId, params.approachType, params.citationId],
    queryFn: () =>
      backend.citation!(
        chatId ?? '',
        params.messageId ?? '',
        (params.approachType ?? 'documents') as Approach,
        params.citationId ?? '',
      ),
    enabled: Boolean(
      chatId && backend.citation && params.citationId && params.messageId && params.approachType,
    ),
  });
  if (!chatId) return <>{live}</>;
  if (history.isPending) return <Spinner label="Loading the chat" />;
  if (history.isError) return <ErrorScreen error={history.error} onRetry={() => void history.refetch()} />;
  const data: ChatHistory = {
    ...history.data,
    messages: history.data.messages.filter((m) => m.id !== hidden),
  };
  const ctx: AnswerContext = { backend, chatUrl: `${base}/${chatId}`, defaultApproach: data.defaultApproach };
  const asker = reviewing ? `${data.chat.ownerName ?? data.chat.username} asked` : 'You asked';
  const lastAnswer = [...data.messages].reverse().find((m) => m.role === 'assistant');
  const questionOf = (m: ChatMessage) =>
    data.messages.find((q, i) => data.messages[i + 1]?.id === m.id)?.text;
  return (
    <div className="chat__conversation">
      {params.citationId ? (
        citation.isPending ? (
          <Spinner label="Loading the citation" />
        ) : citation.isError ? (
          <ErrorScreen error={citation.error} onRetry={() => void citation.refetch()} />
        ) : (
          <CitationView detail={citation.data} backend={backend} />
        )
      ) : null}
      {data.messages.length === 0 && !live ? (
        <EmptyState title="No messages yet">Ask the first question below.</EmptyState>
      ) : (
        <ol className="chat__messages" aria-label="Messages">
          {data.messages.map((message) => (
            <li
              key={message.id}
              className={`chat__message chat__message--${message.role}`}
              data-message-id={message.id}
            >
              {message.role === 'user' ? (
                <Question text={message.text ?? ''} asker={asker} />
              ) : (
                <AssistantMessage
                  message={message}
                  ctx={ctx}
                  chatId={chatId}
                  onRegenerate={
                    onRegenerate && message.id === lastAnswer?.id && questionOf(message)
                      ? () => onRegenerate(questionOf(message)!)
                      : undefined
                  }
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {live}
    </div>
  );
}

/** A chat screen: the chat history, the selected chat with answers per approach and citations, the ask box. */
export function ChatScreen({
  title,
  base,
  crumbs,
  crumbsLoading,
  backend,
}: {
  title: string;
  base: string;
  crumbs: BreadcrumbItem[];
  crumbsLoading?: boolean;
  backend: ChatBackend;
}) {
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chatId = params.chatId;
  const readOnly = !backend.stream;
  const { snapshot, send } = useChatStream(backend, base, chatId);
  const busy = snapshot.hasTag('busy');
  const ask = useCallback((question: string) => send({ type: 'CHAT.SEND', question }), [send]);
  const history = useQuery({
    queryKey: [...backend.key, 'history', chatId],
    queryFn: () => backend.history(chatId!),
    enabled: Boolean(chatId),
  }).data;
  const { partial, question, questionMessage, result, error } = snapshot.context;
  // Once the history holds the answer just written, it shows there and the live copy goes.
  const stored = Boolean(
    result && history?.messages.some((m) => m.id === result.answer.id) && snapshot.matches('idle'),
  );
  const showLive = !snapshot.matches('idle') || (result !== null && !stored);
  const ctx: AnswerContext = {
    backend,
    chatUrl: `${base}/${chatId ?? ''}`,
    defaultApproach: history?.defaultApproach ?? partial[0]?.approach ?? 'documents',
  };
  const live = showLive ? (
    <ol className="chat__messages" aria-label="Answer being written">
      {!history?.messages.some((m) => m.id === questionMessage?.id) ? (
        <li className="chat__message chat__message--user">
          <Question text={question} asker="You asked" />
        </li>
      ) : null}
      <li className="chat__message chat__message--assistant" aria-live="polite" data-testid="live-answer">
        <StreamingAnswer partial={partial} ctx={ctx} />
        {snapshot.matches('stopped') ? (
          <div className="chat__status">
            <p>You stopped this answer.</p>
            <Button variant="secondary" onPress={() => send({ type: 'CHAT.RETRY' })}>
              Regenerate
            </Button>
            <Button
              variant="quiet"
              onPress={() => {
                send({ type: 'CHAT.DISMISS' });
                void queryClient.invalidateQueries({ queryKey: backend.key });
              }}
            >
              Show the stored answer
            </Button>
          </div>
        ) : null}
        {snapshot.matches('failed') ? (
          <Alert>
            The answer could not be written: {errorMessage(error)}{' '}
            <Button variant="secondary" onPress={() => send({ type: 'CHAT.RETRY' })}>
              Retry
            </Button>
          </Alert>
        ) : null}
      </li>
    </ol>
  ) : null;
  const empty = !chatId && !showLive;
  return (
    <PageFrame
      title={title}
      crumbs={[...crumbs, { label: title, url: base }, ...chatCrumbs(base, params)]}
      crumbsLoading={crumbsLoading}
      actions={
        <>
          <AiAdminLinks useCaseId={params.useCaseId} />
          {readOnly ? null : (
            <Button variant="secondary" onPress={() => void navigate(base)}>
              New chat
            </Button>
          )}
        </>
      }
    >
      <div className="chat">
        <aside className="chat__history" aria-label="Chat history">
          <ChatList backend={backend} base={base} current={chatId} />
        </aside>
        <section className="chat__main" aria-label={chatId ? 'Conversation' : 'New chat'}>
          {empty ? (
            readOnly ? (
              <EmptyState title="Pick a chat">Choose one of the chats on the left to read it.</EmptyState>
            ) : (
              <>
                <EmptyState title="New chat">
                  Ask a question below; answers cite the sources they use.
                </EmptyState>
                <Suggestions backend={backend} onPick={ask} />
              </>
            )
          ) : (
            <Conversation
              backend={backend}
              base={base}
              chatId={chatId}
              reviewing={readOnly}
              onRegenerate={readOnly || busy ? undefined : ask}
              live={live}
              hidden={snapshot.matches('stopped') ? snapshot.context.answerMessageId : null}
            />
          )}
          {readOnly ? null : <Composer busy={busy} onSend={ask} onStop={() => send({ type: 'CHAT.STOP' })} />}
        </section>
      </div>
    </PageFrame>
  );
}
