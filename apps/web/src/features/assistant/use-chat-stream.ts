import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromCallback } from 'xstate';
import { chatMachine, type ChatEvent, type StreamAnswerInput } from '@ratelens/machines';
import { useServices } from '../../app/services.tsx';
import { selectedAgentId } from '../../app/workspace-selection.ts';
import type { ChatBackend } from './chat-backend.ts';

/**
 * The web host of the chat machine: the streaming actor creates the chat when it is new (with the
 * selected agent, SPEC §4), asks with the
 * answer streamed through the typed client, and reports each event; a finished answer refreshes the
 * chat's queries and opens a new chat's page.
 */
export function useChatStream(backend: ChatBackend, base: string, chatId: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { workspace } = useServices();
  // backend and base are fixed for a screen (memoized per use case), so the machine is made once.
  const machine = useMemo(
    () =>
      chatMachine.provide({
        actors: {
          streamAnswer: fromCallback<ChatEvent, StreamAnswerInput>(({ input, sendBack }) => {
            const controller = new AbortController();
            void (async () => {
              try {
                const id = input.chatId ?? (await backend.create!(selectedAgentId(workspace))).id;
                sendBack({ type: 'CHAT.STREAM.CHAT', chatId: id });
                await backend.stream!(id, input.question, controller.signal, (event) =>
                  sendBack({ type: 'CHAT.STREAM.EVENT', event }),
                );
                sendBack({ type: 'CHAT.STREAM.ENDED' });
              } catch (error) {
                if (!controller.signal.aborted) sendBack({ type: 'CHAT.STREAM.FAILED', error });
              }
            })();
            return () => controller.abort();
          }),
        },
        actions: {
          answered: (_, { chatId: answeredIn, created }) => {
            void queryClient.invalidateQueries({ queryKey: backend.key });
            if (answeredIn && created) void navigate(`${base}/${answeredIn}`);
          },
          stopped: (_, { chatId: stoppedIn, created }) => {
            void queryClient.invalidateQueries({ queryKey: [...backend.key, 'list'] });
            if (stoppedIn && created) void navigate(`${base}/${stoppedIn}`);
          },
        },
      }),
    [backend, base, navigate, queryClient, workspace],
  );
  const [snapshot, send] = useMachine(machine, { input: { chatId: chatId ?? null } });
  // Opening another chat (or a new one) starts the ask box over, unless it is the chat just created.
  const current = snapshot.context.chatId;
  const created = snapshot.context.created;
  useEffect(() => {
    if ((chatId ?? null) === current) return;
    if (chatId === undefined && created) return;
    send({ type: 'CHAT.OPENED', chatId: chatId ?? null });
    // Only a change of route matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chatId]);
  return { snapshot, send };
}
