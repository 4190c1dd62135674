import { useParams } from 'react-router-dom';
import type { BreadcrumbItem } from '../../components/ui/Breadcrumbs.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useUseCaseCrumbs } from '../catalog/use-case-crumbs.tsx';

/** The chat chain of SPEC §2: chat, message, approach, citation; each level adds a crumb. */
function chatCrumbs(base: string, params: Record<string, string | undefined>): BreadcrumbItem[] {
  const crumbs: BreadcrumbItem[] = [];
  let url = base;
  if (params.chatId) {
    url += `/${params.chatId}`;
    crumbs.push({ label: `Chat ${params.chatId.slice(0, 8)}`, url });
  }
  if (params.messageId) {
    url += `/messages/${params.messageId}`;
    crumbs.push({ label: 'Message', url });
  }
  if (params.approachType) {
    url += `/approach/${params.approachType}`;
    crumbs.push({ label: `Approach: ${params.approachType}`, url });
  }
  if (params.citationId) {
    url += `/citations/${params.citationId}`;
    crumbs.push({ label: 'Citation', url });
  }
  return crumbs;
}

export function AiAssistancePage() {
  const params = useParams();
  const useCaseId = params.useCaseId ?? '';
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const base = `/use-cases/${useCaseId}/ai-assistance`;
  return (
    <PageFrame
      title="AI Assistance"
      crumbs={[...crumbs, { label: 'AI Assistance', url: base }, ...chatCrumbs(base, params)]}
      crumbsLoading={loading}
    >
      <EmptyState
        title={params.citationId ? 'The citation view is not available yet' : 'No conversations yet'}
      >
        Chatting with the assistant, with citations to the filings behind each answer, arrives in the next
        release.
      </EmptyState>
    </PageFrame>
  );
}

export function UserChatSessionPage() {
  const params = useParams();
  const useCaseId = params.useCaseId ?? '';
  const email = safeDecode(params.encodedUserEmail ?? '');
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const base = `/use-cases/${useCaseId}/user-chat-session/${params.encodedUserEmail ?? ''}`;
  return (
    <PageFrame
      title={`Chat sessions of ${email}`}
      crumbs={[...crumbs, { label: `Chats of ${email}`, url: base }, ...chatCrumbs(base, params)]}
      crumbsLoading={loading}
    >
      <EmptyState title="Reviewing a user's chat sessions is not available yet" />
    </PageFrame>
  );
}

export function PortfolioAssistantPage() {
  const params = useParams();
  const useCaseId = params.useCaseId ?? '';
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const base = `/use-cases/${useCaseId}/portfolio-assistant`;
  return (
    <PageFrame
      title="Portfolio Assistant"
      crumbs={[...crumbs, { label: 'Portfolio Assistant', url: base }, ...chatCrumbs(base, params)]}
      crumbsLoading={loading}
    >
      <EmptyState title="No conversations yet">
        Asking the portfolio assistant about your book arrives in the next release.
      </EmptyState>
    </PageFrame>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
