import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { parseHashParams, parseQueryString } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useServices } from '../../app/services.tsx';
import './auth.css';

interface HashTokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  tenantId: string;
  expires_in: number;
  token_type: string;
}

/** A session handed over in the URL fragment (never sent to a server, unlike the query). */
function tokensFromHash(hash: string): HashTokens | null {
  const values = parseHashParams(hash);
  const { access_token, refresh_token, id_token, tenantId } = values;
  const expires = Number(values.expires_in);
  if (!access_token || !refresh_token || !id_token || !tenantId || !Number.isFinite(expires)) return null;
  return {
    access_token,
    refresh_token,
    id_token,
    tenantId,
    expires_in: expires,
    token_type: values.token_type || 'Bearer',
  };
}

/**
 * SPEC §2 /sso: where an identity provider sends the browser back. Handles a session in the fragment,
 * an activation token hash (forwarded to /account-access), a provider error, and the OIDC code+state
 * answer, which the contract (openapi.yaml) has no exchange operation for yet.
 */
export function SsoPage() {
  const { session, queryClient } = useServices();
  const location = useLocation();
  const query = parseQueryString(location.search);
  const tokens = tokensFromHash(location.hash);
  const stored = useRef(false);

  useEffect(() => {
    if (!tokens || stored.current) return;
    stored.current = true;
    queryClient.clear();
    // Drop the tokens from the address bar and history before anything else can read them.
    window.history.replaceState(null, '', location.pathname);
    session.send({ type: 'SESSION.TOKENS_SET', tokens });
  }, [tokens, session, queryClient, location.pathname]);

  if (tokens) return <FullPageSpinner label="Signing you in" />;

  const tokenHash = query.token_hash ?? query.token;
  if (tokenHash) return <Navigate to={`/account-access?token=${encodeURIComponent(tokenHash)}`} replace />;

  if (query.error) {
    return (
      <div className="auth-page">
        <h1 className="auth-page__title">Single sign-on failed</h1>
        <Alert>
          Your identity provider answered: {query.error_description || query.error}. Try again, or sign in
          with an email code.
        </Alert>
        <p className="auth-page__aside">
          <Link href="/signin">Back to sign in</Link>
        </p>
      </div>
    );
  }

  if (query.code) {
    return (
      <div className="auth-page">
        <h1 className="auth-page__title">Single sign-on could not be completed</h1>
        <Alert>
          Your identity provider signed you in, but this Ratelens server cannot exchange its answer for a
          session yet. Sign in with an email code instead.
        </Alert>
        <p className="auth-page__aside">
          <Link href="/signin">Sign in with an email code</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <h1 className="auth-page__title">Single sign-on</h1>
      <p className="auth-page__lead">
        This page finishes signing you in when your organisation uses its own identity provider. Start from
        the sign-in page: enter your work email and you are sent to your provider when your workspace uses
        one.
      </p>
      <p className="auth-page__aside">
        <Link href="/signin">Go to sign in</Link>
      </p>
    </div>
  );
}
