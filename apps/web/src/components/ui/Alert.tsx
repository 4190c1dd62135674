import type { ReactNode } from 'react';
import './Alert.css';

/** A message that must not be missed (server errors): announced at once through role=alert. */
export function Alert({
  tone = 'danger',
  title,
  children,
}: {
  tone?: 'danger' | 'info';
  title?: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={`rl-alert rl-alert--${tone}`}>
      {title ? <p className="rl-alert__title">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
