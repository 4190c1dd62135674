import { type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { EmptyState } from '../../app/PageFrame.tsx';
import type { ChatBackend, ChatHistory, ChatMessage, Approach } from './chat-backend.ts';
import { CitationView } from './CitationPanel.tsx';
import { type AnswerContext, AssistantMessage, Question } from './AnswerParts.tsx';

export function Conversation({
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
        <ol className="stack-list stack-list--roomy chat__messages" aria-label="Messages">
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
