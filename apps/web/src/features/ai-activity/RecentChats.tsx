import { filter, formatDateTime } from '@ratelens/domain';
import { listQuery } from '@ratelens/api';
import { Link } from '../../components/ui/Link.tsx';
import { EmptyState } from '../../app/PageFrame.tsx';
import { QueryList } from '../../app/QueryView.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { useUseCase } from '../catalog/use-case-crumbs.tsx';
import { StaticTable } from '../../components/ui/StaticTable.tsx';

/**
 * The members' recent chats in this use case (SPEC §7 group-scoped chat summary, filtered to the use
 * case), each opening its read-only review.
 */
export function RecentChats({ useCaseId, days }: { useCaseId: string; days: number }) {
  const useCase = useUseCase(useCaseId);
  const groupId = useCase.data?.groupId ?? '';
  const chats = useQueryHooks().useQuery(
    'get',
    '/api/chats/group/{groupId}/summary',
    {
      params: {
        path: { groupId },
        query: {
          ...listQuery({
            pageSize: 20,
            orderBy: 'lastMessageAt:desc',
            filter: filter().where('usecaseId', 'eq', useCaseId),
          }),
          days,
        },
      },
    },
    { enabled: groupId !== '' },
  );
  return (
    <section className="panel ai-recent" aria-labelledby="ai-recent-heading">
      <h2 id="ai-recent-heading">Recent chats</h2>
      {groupId === '' && !useCase.isError ? null : (
        <QueryList
          query={chats}
          label="Loading recent chats"
          empty={<EmptyState title="No chats in this period" />}
        >
          {(page) => (
            <StaticTable
              caption="Recent chats of this use case"
              columns={['Chat', 'Member', 'Messages', 'Last message']}
            >
              {page.items.map((chat) => (
                <tr key={chat.id}>
                  <th scope="row">
                    <Link
                      href={`/use-cases/${useCaseId}/user-chat-session/${encodeURIComponent(chat.username)}/${chat.id}`}
                    >
                      {chat.title}
                    </Link>
                  </th>
                  <td>{chat.username}</td>
                  <td>{chat.messageCount}</td>
                  <td>{chat.lastMessageAt ? formatDateTime(new Date(chat.lastMessageAt)) : '–'}</td>
                </tr>
              ))}
            </StaticTable>
          )}
        </QueryList>
      )}
    </section>
  );
}
