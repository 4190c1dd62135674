import type { ReactNode } from 'react';

/** The frame of the signed-out pages: the title, the content, and a line of links below it. */
export function AuthPage({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <h1 className="auth-page__title">{title}</h1>
      {children}
      {aside ? <p className="auth-page__aside">{aside}</p> : null}
    </div>
  );
}
