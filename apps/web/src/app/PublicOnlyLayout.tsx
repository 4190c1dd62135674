import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { PUBLIC_REDIRECT_DELAY_MS } from '@ratelens/domain';
import { FullPageSpinner, Spinner } from '../components/ui/Spinner.tsx';
import { redirectTarget } from './redirect-target.ts';
import { useIntendedPath, useIsAuthenticated } from './services.tsx';
import './logo-mark.css';
import './PublicOnlyLayout.css';

export function PublicOnlyLayout() {
  const isAuthenticated = useIsAuthenticated();
  const intendedPath = useIntendedPath();
  const navigate = useNavigate();
  // Someone who signs in on this page goes on at once; someone who arrived signed in sees the notice.
  const [signedInOnArrival] = useState(isAuthenticated);

  useEffect(() => {
    if (!isAuthenticated) return;
    const target = redirectTarget(intendedPath);
    if (!signedInOnArrival) {
      void navigate(target, { replace: true });
      return;
    }
    const timer = setTimeout(() => void navigate(target, { replace: true }), PUBLIC_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isAuthenticated, intendedPath, signedInOnArrival, navigate]);

  let content = <Outlet />;
  if (isAuthenticated && !signedInOnArrival) return <FullPageSpinner label="Signing you in" />;
  if (isAuthenticated) {
    content = (
      <div className="public-layout__notice" role="status">
        <Spinner size="medium" label="Redirecting" />
        <p>You are already signed in. Taking you back to your workspace…</p>
      </div>
    );
  }

  return (
    <div className="public-layout">
      <header className="public-layout__brand">
        <span className="logo-mark logo-mark--large" aria-hidden="true">
          R
        </span>
        <span className="public-layout__name">Ratelens</span>
      </header>
      <main className="public-layout__card">{content}</main>
      <footer className="public-layout__footer">AI analytics for insurance and regulatory filings</footer>
    </div>
  );
}
