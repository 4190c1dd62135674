import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/ui/Alert.tsx';
import type { BreadcrumbItem } from '../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { DataTable, columnHelper, useServerList } from '../../components/ui/DataTable.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { TextAreaField } from '../../components/ui/TextArea.tsx';
import { ToggleButton } from '../../components/ui/ToggleButton.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useToast } from '../../app/services.tsx';
import { listQuery } from '@ratelens/api';
import type { ChatBackend, ChatMessage, Approach, CitationDetail } from './chat-backend.ts';
import { CitationLine } from './citations.tsx';
import { DataAnswerPlan } from './DataAnswerPlan.tsx';
import { FileView, HighlightedText } from './FileView.tsx';
import { Markdown } from './Markdown.tsx';
import './assistant.css';

type ChatSummary = Awaited<ReturnType<ChatBackend['list']>>['items'][number];

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

function ChatList({ backend, base }: { backend: ChatBackend; base: string }) {
  const list = useServerList([{ id: 'lastMessageAt', desc: true }]);
  const chats = useQuery({
    queryKey: [...backend.key, 'list', list.page, list.pageSize, list.orderBy],
    queryFn: () =>
      backend.list(listQuery({ page: list.page, pageSize: list.pageSize, orderBy: list.orderBy })),
    placeholderData: (previous) => previous,
  });
  const column = columnHelper<ChatSummary>();
  const columns = [
    column.accessor('title', {
      header: 'Chat',
      cell: (info) => <Link href={`${base}/${info.row.original.id}`}>{info.getValue()}</Link>,
    }),
    column.accessor('lastMessageAt', {
      header: 'Last message',
      cell: (info) => {
        const value = info.getValue();
        return value ? new Date(value).toLocaleString() : 'No messages';
      },
    }),
  ];
  return (
    <DataTable
      label="Chat history"
      columns={columns}
      data={chats.data?.items}
      sortable={new Set(['title', 'lastMessageAt'])}
      list={list}
      total={chats.data?.total}
      isPending={chats.isPending}
      isFetching={chats.isFetching}
      error={chats.isError ? <ErrorScreen error={chats.error} onRetry={() => void chats.refetch()} /> : null}
      rowId={(row) => row.id}
      noun="chats"
      empty={<EmptyState title="No chats yet">Ask a question to start one.</EmptyState>}
    />
  );
}

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
  mine: string;
  onVote?: (vote: 'up' | 'down' | 'none') => void;
  disabled?: boolean;
}) {
  return (
    <div className="row-actions" role="group" aria-label={`Votes on ${label}`}>
      <ToggleButton
        isSelected={mine === 'up'}
        isDisabled={!onVote || disabled}
        onChange={() => onVote?.(mine === 'up' ? 'none' : 'up')}
        aria-label={`Up vote ${label}`}
      >
        <span aria-hidden="true">▲</span> {up}
      </ToggleButton>
      <ToggleButton
        isSelected={mine === 'down'}
        isDisabled={!onVote || disabled}
        onChange={() => onVote?.(mine === 'down' ? 'none' : 'down')}
        aria-label={`Down vote ${label}`}
      >
        <span aria-hidden="true">▼</span> {down}
      </ToggleButton>
    </div>
  );
}

function AssistantMessage({
  message,
  chatUrl,
  backend,
  chatId,
}: {
  message: ChatMessage;
  chatUrl: string;
  backend: ChatBackend;
  chatId: string;
}) {
  const params = useParams();
  const queryClient = useQueryClient();
  const toast = useToast();
  const vote = useMutation({
    mutationFn: ({ approach, value }: { approach?: Approach; value: 'up' | 'down' | 'none' }) =>
      backend.vote ? backend.vote(chatId, message.id, approach, value) : Promise.resolve(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...backend.key, 'history', chatId] }),
    onError: (error) =>
      toast({ title: 'Your vote was not counted', description: errorMessage(error), variant: 'destructive' }),
  });
  const selected =
    (params.messageId === message.id &&
      message.answers.find((a) => a.approach === params.approachType)?.approach) ||
    message.answers[0]?.approach;
  if (message.answers.length === 0) return <p>The assistant has no answer to this question.</p>;
  return (
    <Tabs
      variant="line"
      label="Answers by approach"
      selectedKey={selected ?? null}
      items={message.answers.map((answer) => ({
        id: answer.approach,
        label: APPROACH_LABELS[answer.approach],
        href: `${chatUrl}/messages/${message.id}/approach/${answer.approach}`,
      }))}
    >
      {message.answers
        .filter((answer) => answer.approach === selected)
        .map((answer) => (
          <div key={answer.approach} className="chat__answer">
            <Markdown text={answer.text} />
            {answer.plan ? <DataAnswerPlan plan={answer.plan} /> : null}
            {answer.citations.length > 0 ? (
              <ol className="citations" aria-label="Citations">
                {[...answer.citations]
                  .sort((a, b) => a.index - b.index)
                  .map((citation) => (
                    <li key={citation.id}>
                      {backend.citation ? (
                        <Link
                          href={`${chatUrl}/messages/${message.id}/approach/${answer.approach}/citations/${citation.id}`}
                        >
                          <CitationLine citation={citation} />
                        </Link>
                      ) : (
                        <CitationLine citation={citation} />
                      )}
                    </li>
                  ))}
              </ol>
            ) : null}
            <Votes
              label={`the ${APPROACH_LABELS[answer.approach].toLowerCase()} answer`}
              up={answer.upVotes}
              down={answer.downVotes}
              mine={answer.myVote}
              disabled={vote.isPending}
              onVote={backend.vote ? (value) => vote.mutate({ approach: answer.approach, value }) : undefined}
            />
          </div>
        ))}
    </Tabs>
  );
}

function CitationView({ detail, backend }: { detail: CitationDetail; backend: ChatBackend }) {
  const citation = detail.citation;
  if (citation.kind === 'document') {
    return (
      <section className="citation-panel" aria-labelledby="citation-heading" data-testid="citation-panel">
        <h2 id="citation-heading">
          {citation.filename}
          {citation.page ? `, page ${citation.page}` : ''}
        </h2>
        <blockquote>
          <HighlightedText
            text={detail.context ?? citation.quote}
            quote={citation.quote}
            offset={detail.contextOffset}
          />
        </blockquote>
        {backend.file ? (
          <FileView
            queryKey={['chat-file', ...backend.key, citation.filename]}
            filename={citation.filename}
            page={citation.page}
            quote={citation.quote}
            load={(signal) => backend.file!(citation.filename, signal)}
          />
        ) : null}
      </section>
    );
  }
  return (
    <section className="citation-panel" aria-labelledby="citation-heading" data-testid="citation-panel">
      <h2 id="citation-heading">Rows of {citation.table}</h2>
      <p>{citation.description}</p>
      <ul>
        {citation.figures.map((figure) => (
          <li key={figure.name}>
            {figure.name}: {figure.value.toLocaleString()} ({figure.unit})
          </li>
        ))}
      </ul>
      <div className="data-table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">Cited rows</caption>
          <thead>
            <tr>
              {detail.columns.map((c) => (
                <th scope="col" key={c}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {detail.rows.map((row, index) => (
              // Cited rows have no key of their own; their order is the citation's.
              <tr key={index}>
                {row.map((cell, cellIndex) => (
                  <td key={detail.columns[cellIndex] ?? cellIndex}>{cell ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Conversation({ backend, base, chatId }: { backend: ChatBackend; base: string; chatId: string }) {
  const params = useParams();
  const history = useQuery({
    queryKey: [...backend.key, 'history', chatId],
    queryFn: () => backend.history(chatId),
  });
  const citation = useQuery({
    queryKey: [...backend.key, 'citation', chatId, params.messageId, params.approachType, params.citationId],
    queryFn: () =>
      backend.citation!(
        chatId,
        params.messageId ?? '',
        (params.approachType ?? 'documents') as Approach,
        params.citationId ?? '',
      ),
    enabled: Boolean(backend.citation && params.citationId && params.messageId && params.approachType),
  });
  const chatUrl = `${base}/${chatId}`;
  if (history.isPending) return <Spinner label="Loading the chat" />;
  if (history.isError) return <ErrorScreen error={history.error} onRetry={() => void history.refetch()} />;
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
      {history.data.messages.length === 0 ? (
        <EmptyState title="No messages yet">Ask the first question below.</EmptyState>
      ) : (
        <ol className="chat__messages" aria-label="Messages">
          {history.data.messages.map((message) => (
            <li
              key={message.id}
              className={`chat__message chat__message--${message.role}`}
              data-message-id={message.id}
            >
              {message.role === 'user' ? (
                <p className="chat__question">
                  <span className="visually-hidden">You asked: </span>
                  {message.text}
                </p>
              ) : (
                <AssistantMessage message={message} chatUrl={chatUrl} backend={backend} chatId={chatId} />
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function AskForm({
  backend,
  base,
  chatId,
}: {
  backend: ChatBackend;
  base: string;
  chatId: string | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState('');
  const ask = useMutation({
    mutationFn: async (text: string) => {
      const id = chatId ?? (await backend.create!()).id;
      await backend.ask!(id, text);
      return id;
    },
    onSuccess: async (id) => {
      setQuestion('');
      await queryClient.invalidateQueries({ queryKey: backend.key });
      if (id !== chatId) void navigate(`${base}/${id}`);
    },
  });
  return (
    <form
      className="chat__ask"
      onSubmit={(event) => {
        event.preventDefault();
        if (question.trim()) ask.mutate(question.trim());
      }}
    >
      {ask.isError ? <Alert>{errorMessage(ask.error)}</Alert> : null}
      <TextAreaField
        label="Your question"
        placeholder="For example: which states saw the largest approved rate increases?"
        value={question}
        onChange={setQuestion}
        isDisabled={ask.isPending}
      />
      <Button type="submit" isPending={ask.isPending} isDisabled={!question.trim()}>
        {ask.isPending ? 'Answering…' : 'Ask'}
      </Button>
    </form>
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
  const chatId = params.chatId;
  const readOnly = !backend.ask;
  return (
    <PageFrame
      title={title}
      crumbs={[...crumbs, { label: title, url: base }, ...chatCrumbs(base, params)]}
      crumbsLoading={crumbsLoading}
      actions={
        backend.create ? (
          <Button variant="secondary" onPress={() => void navigate(base)}>
            New chat
          </Button>
        ) : null
      }
    >
      <div className="chat">
        <aside className="chat__history" aria-label="Chat history">
          <ChatList backend={backend} base={base} />
        </aside>
        <section className="chat__main" aria-label={chatId ? 'Conversation' : 'New chat'}>
          {chatId ? (
            <Conversation backend={backend} base={base} chatId={chatId} />
          ) : readOnly ? (
            <EmptyState title="Pick a chat">Choose one of the chats on the left to read it.</EmptyState>
          ) : (
            <EmptyState title="New chat">Ask a question below; answers cite the sources they use.</EmptyState>
          )}
          {readOnly ? null : <AskForm backend={backend} base={base} chatId={chatId} />}
        </section>
      </div>
    </PageFrame>
  );
}
