import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/ui/Alert.tsx';
import type { BreadcrumbItem } from '../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { AiAdminLinks } from '../ai-activity/AiAdminLinks.tsx';
import type { ChatBackend } from './chat-backend.ts';
import { useChatStream } from './use-chat-stream.ts';
import { type AnswerContext, Question, StreamingAnswer } from './AnswerParts.tsx';
import { AgentPicker } from './AgentPicker.tsx';
import { ChatList } from './ChatList.tsx';
import { Composer, Suggestions } from './Composer.tsx';
import { Conversation } from './Conversation.tsx';
import { chatCrumbs } from './chat-crumbs.ts';
import './assistant.css';

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
    <ol className="stack-list stack-list--roomy chat__messages" aria-label="Answer being written">
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
          {/* Below the ask box: the agents arrive with the sign-in loading, and a picker appearing above
              the box would move the Ask button under the pointer. */}
          {readOnly || chatId ? null : <AgentPicker />}
        </section>
      </div>
    </PageFrame>
  );
}
