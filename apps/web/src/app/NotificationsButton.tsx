import { lazy, Suspense } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../components/ui/Button.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { BellIcon } from '../components/icons/icons.tsx';
import { useQueryHooks } from './services.tsx';

// The list is its own chunk, fetched when the button is first pressed or hovered.
const loadPanel = () => import('../features/notifications/NotificationsPanel.tsx');
const NotificationsPanel = lazy(async () => ({ default: (await loadPanel()).NotificationsPanel }));

/** How often the unread count is asked again, so new notifications show without a page reload. */
export const UNREAD_POLL_MS = 15_000;

/** The header's Notifications button: the unread count on a badge, the list in a popover. */
export function NotificationsButton() {
  const unread = useQueryHooks().useQuery(
    'get',
    '/api/notification/unread-count',
    {},
    { refetchInterval: UNREAD_POLL_MS, refetchIntervalInBackground: false },
  );
  const count = unread.data?.count ?? 0;
  return (
    <DialogTrigger>
      <Button
        variant="icon"
        className="header__notifications"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        onHoverStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <BellIcon />
        {count > 0 ? (
          <span className="header__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Button>
      <Modal isDismissable>
        <Suspense fallback={<Spinner label="Loading notifications" />}>
          <NotificationsPanel />
        </Suspense>
      </Modal>
    </DialogTrigger>
  );
}
