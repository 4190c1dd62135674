import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '@ratelens/api';
import { formatDateTime } from '@ratelens/domain';
import { Button } from '../../components/ui/Button.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { EmptyState } from '../../app/PageFrame.tsx';
import type { ChatBackend } from './chat-backend.ts';

const PAGE = 20;

/** The chat history: a plain list of links, with more loaded on demand instead of page controls. */
export function ChatList({
  backend,
  base,
  current,
}: {
  backend: ChatBackend;
  base: string;
  current?: string;
}) {
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
