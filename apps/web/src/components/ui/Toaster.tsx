import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@ratelens/domain';
import type { Toast } from '@ratelens/machines';
import { Button } from './Button.tsx';
import './Toaster.css';

export interface ToasterProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  onAction: (toast: Toast) => void;
}

function ToastItem({ toast, onDismiss, onAction }: { toast: Toast } & Omit<ToasterProps, 'toasts'>) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  // Swipe right to dismiss (SPEC §9: 50 px); a shorter drag springs back.
  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    setOffset(0);
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) onDismiss(toast.id);
  };

  return (
    <li
      className={`rl-toast rl-toast--${toast.variant}`}
      data-state={toast.open ? 'open' : 'closed'}
      data-swiping={offset > 0 || undefined}
      style={offset > 0 ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div
        className="rl-toast__text"
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
        aria-atomic="true"
      >
        {toast.title ? <p className="rl-toast__title">{toast.title}</p> : null}
        {toast.description ? <p className="rl-toast__description">{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <Button
          variant="secondary"
          className="rl-toast__action"
          aria-label={toast.action.altText}
          onPress={() => onAction(toast)}
        >
          {toast.action.label}
        </Button>
      ) : null}
      <Button
        variant="icon"
        className="rl-toast__close"
        aria-label="Close notification"
        onPress={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </li>
  );
}

/**
 * The toast area (SPEC §2, §9): a labelled region that F8 focuses, holding at most the one visible toast.
 * Closed toasts stay mounted (hidden) until the machine removes them, as dismissal is not removal.
 */
export function Toaster({ toasts, onDismiss, onAction }: ToasterProps) {
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((TOAST_HOTKEY as readonly string[]).includes(event.key)) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const visible = toasts.filter((toast) => toast.open);
  return (
    <section
      ref={region}
      className="rl-toaster"
      aria-label={`Notifications (${TOAST_HOTKEY.join('+')})`}
      tabIndex={-1}
    >
      <ol className="stack-list rl-toaster__list">
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} onAction={onAction} />
        ))}
      </ol>
    </section>
  );
}
