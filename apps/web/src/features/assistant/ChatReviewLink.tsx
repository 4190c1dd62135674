import { useQueries } from '@tanstack/react-query';
import { filter } from '@ratelens/domain';
import { listQuery, unwrap } from '@ratelens/api';
import { Button } from '../../components/ui/Button.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/ui/Menu.tsx';
import { useApi, useQueryHooks } from '../../app/services.tsx';
import { labelOfUseCase } from '../catalog/use-case-crumbs.tsx';

/** Use cases whose chats can be reviewed: the assistants (Competitive Intelligence family and Portfolio). */
const ASSISTANT_FEATURES = new Set(['COM-AST', 'PRF-AST']);

/** The use cases in which this member has chats, each with how many, loaded when the menu opens. */
function ChatReviewItems({ email }: { email: string }) {
  const api = useApi();
  const useCases = useQueryHooks().useQuery('get', '/api/usecase', {
    params: {
      query: listQuery({ pageSize: 100, orderBy: 'name', filter: filter().where('isActive', 'eq', true) }),
    },
  });
  const candidates = (useCases.data?.items ?? []).filter(
    (u) => u.feature === null || ASSISTANT_FEATURES.has(u.feature ?? ''),
  );
  const counts = useQueries({
    queries: candidates.map((u) => ({
      queryKey: ['chat-review-count', u.id, email],
      queryFn: async () =>
        unwrap(
          await api.GET('/api/usecase/{usecaseId}/chats/user/{userEmail}/summary', {
            params: { path: { usecaseId: u.id, userEmail: email }, query: { pageSize: 1, days: 3650 } },
          }),
        ).total,
    })),
  });
  const pending = useCases.isPending || counts.some((c) => c.isPending);
  const withChats = candidates.flatMap((u, i) => {
    const n = counts[i]?.data ?? 0;
    return n > 0 ? [{ id: u.id, label: `${labelOfUseCase(u)} (${n} ${n === 1 ? 'chat' : 'chats'})` }] : [];
  });
  const items: { id: string; label: string; href?: string }[] = pending
    ? [{ id: 'loading', label: 'Loading…' }]
    : withChats.length === 0
      ? [{ id: 'none', label: 'No chats' }]
      : withChats.map((u) => ({
          ...u,
          href: `/use-cases/${u.id}/user-chat-session/${encodeURIComponent(email)}`,
        }));
  return (
    <Menu aria-label={`Use cases with chats of ${email}`} items={items} disabledKeys={['loading', 'none']}>
      {(item) => (
        <MenuItem id={item.id} href={item.href} textValue={item.label}>
          {item.label}
        </MenuItem>
      )}
    </Menu>
  );
}

/** From user management to the SPEC §2 review of a member's chats, in each use case they have chats in. */
export function ChatReviewLink({ email, name }: { email: string; name: string }) {
  return (
    <MenuTrigger
      button={
        <Button variant="quiet" aria-label={`Chats of ${name}`}>
          Chats
        </Button>
      }
    >
      <ChatReviewItems email={email} />
    </MenuTrigger>
  );
}
