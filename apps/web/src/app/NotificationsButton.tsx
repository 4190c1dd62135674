import { lazy, Suspense, useState } from 'react';
import { Button } from '../components/ui/Button.tsx';
import { BellIcon } from '../components/icons/icons.tsx';
import { useQueryHooks } from './services.tsx';

// The list and its dialog are their own chunk, fetched when the button is first pressed, hovered or
// focused: the first visit carries only this button (bench/bundle.mjs).
const loadPanel = () => import('../features/notifications/NotificationsPanel.tsx');
const NotificationsModal = lazy(async () => ({ default: (await loadPanel()).NotificationsModal }));

/** How often the unread count is asked again, so new notifications show without a page reload. */
export const UNREAD_POLL_MS = 15_000;

/** The header's Notifications button: the unread count on a badge, the list in a dialog. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const unread = useQueryHooks().useQuery(
    'get',
    '/api/notification/unread-count',
    {},
    { refetchInterval: UNREAD_POLL_MS, refetchIntervalInBackground: false },
  );
  const count = unread.data?.count ?? 0;
  return (
    <>
      <Button
        variant="icon"
        className="header__notifications"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        onPress={() => setOpen(true)}
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
      {open ? (
        <Suspense fallback={null}>
          <NotificationsModal isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
