import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useApi } from '../../app/services.tsx';
import { useUseCaseCrumbs } from '../catalog/use-case-crumbs.tsx';
import { portfolioChats, chatsOfUseCase } from './chat-backend.ts';
import { ChatScreen } from './ChatScreen.tsx';

export function AiAssistancePage() {
  const { useCaseId = '' } = useParams();
  const api = useApi();
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const backend = useMemo(() => chatsOfUseCase(api, useCaseId), [api, useCaseId]);
  return (
    <ChatScreen
      title="AI Assistance"
      base={`/use-cases/${useCaseId}/ai-assistance`}
      crumbs={crumbs}
      crumbsLoading={loading}
      backend={backend}
    />
  );
}

/** Admins read one member's chats (SPEC §2), without asking or voting. */
export function UserChatSessionPage() {
  const { useCaseId = '', encodedUserEmail = '' } = useParams();
  const api = useApi();
  const email = safeDecode(encodedUserEmail);
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const backend = useMemo(() => chatsOfUseCase(api, useCaseId, email), [api, useCaseId, email]);
  return (
    <ChatScreen
      title={`Chat sessions of ${email}`}
      base={`/use-cases/${useCaseId}/user-chat-session/${encodeURIComponent(email)}`}
      crumbs={crumbs}
      crumbsLoading={loading}
      backend={backend}
    />
  );
}

export function PortfolioAssistantPage() {
  const { useCaseId = '' } = useParams();
  const api = useApi();
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const backend = useMemo(() => portfolioChats(api, useCaseId), [api, useCaseId]);
  return (
    <ChatScreen
      title="Portfolio Assistant"
      base={`/use-cases/${useCaseId}/portfolio-assistant`}
      crumbs={crumbs}
      crumbsLoading={loading}
      backend={backend}
    />
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
