import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@ratelens/api';
import { formatDateTime } from '@ratelens/domain';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { QueryList } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../app/services.tsx';
import './notifications.css';

const refreshKeys = (key: readonly unknown[]) => JSON.stringify(key).includes('/api/notification');

/** The latest notifications of the caller, newest first, with mark read and mark all read. */
export function NotificationsPanel() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const list = useQueryHooks().useQuery(
    'get',
    '/api/notification',
    { params: { query: { pageSize: 20, orderBy: 'createdDateTime:desc' } } },
    { refetchInterval: 15_000, refetchOnMount: 'always' },
  );
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => refreshKeys(q.queryKey) });
  const markRead = useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.GET('/api/notification/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
    onError: (error) =>
      toast({ title: 'Could not mark it read', description: errorMessage(error), variant: 'destructive' }),
  });
  const markAll = useMutation({
    mutationFn: async () => unwrap(await api.POST('/api/notification/read-all')),
    onSuccess: refresh,
    onError: (error) =>
      toast({ title: 'Could not mark them read', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <Dialog title="Notifications">
      {({ close }) => (
        <div className="notifications">
          <div className="notifications__actions">
            <Button variant="secondary" isPending={markAll.isPending} onPress={() => markAll.mutate()}>
              Mark all read
            </Button>
            <Link href="/settings/notifications" onPress={close}>
              Notification settings
            </Link>
          </div>
          <QueryList
            query={list}
            label="Loading notifications"
            empty={<p className="notifications__empty">No notifications in the last 90 days.</p>}
          >
            {(data) => (
              <ul className="notifications__list" aria-label="Notifications">
                {data.items.map((n) => (
                  <li
                    key={n.id}
                    className={
                      n.readAt ? 'notifications__item' : 'notifications__item notifications__item--unread'
                    }
                  >
                    <p className="notifications__title">
                      {n.readAt ? null : <span className="visually-hidden">Unread: </span>}
                      {n.link ? (
                        <Link href={n.link} onPress={close}>
                          {n.title}
                        </Link>
                      ) : (
                        n.title
                      )}
                    </p>
                    {n.body ? <p className="notifications__body">{n.body}</p> : null}
                    <p className="notifications__meta">
                      <time dateTime={n.createdDateTime}>{formatDateTime(n.createdDateTime)}</time>
                      {n.readAt ? null : (
                        <Button
                          variant="quiet"
                          isPending={markRead.isPending && markRead.variables === n.id}
                          onPress={() => markRead.mutate(n.id)}
                          aria-label={`Mark read: ${n.title}`}
                        >
                          Mark read
                        </Button>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </QueryList>
        </div>
      )}
    </Dialog>
  );
}

/** The list in a dismissable dialog, as the header's button opens it. */
export function NotificationsModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <NotificationsPanel />
    </Modal>
  );
}
