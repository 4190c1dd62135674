import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@ratelens/api';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { PageFrame } from '../../app/PageFrame.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
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

/**
 * The deep link /citations/{citationId}: finds the answer holding the citation and opens its SPEC §2
 * citation route (the member's own chat, or the review of a colleague's for an administrator).
 */
export function CitationDeepLinkPage() {
  const { citationId = '' } = useParams();
  const api = useApi();
  const user = useCurrentUser();
  const located = useQuery({
    queryKey: ['citation-location', citationId],
    queryFn: async () =>
      unwrap(await api.GET('/api/citations/{citationId}', { params: { path: { citationId } } })),
  });
  if (located.isPending) return <FullPageSpinner />;
  if (located.isError)
    return (
      <PageFrame title="Citation" crumbs={[{ label: 'Citation', url: `/citations/${citationId}` }]}>
        <ErrorScreen error={located.error} onRetry={() => void located.refetch()} />
      </PageFrame>
    );
  const at = located.data;
  const tail = `${at.chatId}/messages/${at.messageId}/approach/${at.approach}/citations/${at.citationId}`;
  const own = at.ownerEmail.toLowerCase() === user.email.toLowerCase();
  const path =
    at.assistant === 'portfolio-assistant'
      ? `/use-cases/${at.usecaseId}/portfolio-assistant/${at.chatId}`
      : own
        ? `/use-cases/${at.usecaseId}/ai-assistance/${tail}`
        : `/use-cases/${at.usecaseId}/user-chat-session/${encodeURIComponent(at.ownerEmail)}/${tail}`;
  return <Navigate to={path} replace />;
}
