import type { BreadcrumbItem } from '../../components/ui/Breadcrumbs.tsx';
import type { Approach } from './chat-backend.ts';

// The chat screens' breadcrumbs and the order of an answer's approaches.

export const APPROACH_LABELS: Record<Approach, string> = { documents: 'From documents', data: 'From data' };

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
