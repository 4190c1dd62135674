import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { unwrap } from '@ratelens/api';
import { parseHashParams, parseQueryString } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../app/error-message.ts';
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
export function tokensFromHash(hash: string): HashTokens | null {
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
 * SPEC §2 /sso: where an identity provider sends the browser back. Exchanges the OIDC code and state
 * (POST /sso/oidc/callback), accepts a session handed over in the fragment, forwards an activation token
 * hash to /account-access, and shows a provider error.
 */
export function SsoPage() {
  const { api, session, queryClient } = useServices();
  const location = useLocation();
  const query = parseQueryString(location.search);
  const tokens = tokensFromHash(location.hash);
  const stored = useRef(false);
  const exchanged = useRef(false);
  const exchange = useMutation({
    mutationFn: async (body: { code: string; state: string }) =>
      unwrap(await api.POST('/sso/oidc/callback', { body })),
    onSuccess: (result) => {
      queryClient.clear();
      session.send({ type: 'SESSION.TOKENS_SET', tokens: result });
    },
  });
  const { code, state } = query;
  const { mutate } = exchange;

  useEffect(() => {
    // The code is single use: exchange it once, then drop it from the address bar.
    if (!code || !state || exchanged.current) return;
    exchanged.current = true;
    window.history.replaceState(null, '', location.pathname);
    mutate({ code, state });
  }, [code, state, mutate, location.pathname]);

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

  if (code && state && !exchange.isError) return <FullPageSpinner label="Finishing single sign-on" />;
  if (code) {
    return (
      <div className="auth-page">
        <h1 className="auth-page__title">Single sign-on could not be completed</h1>
        <Alert>
          {exchange.isError
            ? errorMessage(exchange.error)
            : 'The answer of your identity provider is incomplete (it has no state).'}{' '}
          Start again, or sign in with an email code.
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
