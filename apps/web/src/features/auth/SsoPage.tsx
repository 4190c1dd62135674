import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SessionTokens } from '@ratelens/api';
import { parseHashParams, parseQueryString } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { useSignIn } from './use-sign-in.ts';
import './auth.css';
import { AuthPage } from './AuthPage.tsx';

/** A session handed over in the URL fragment (never sent to a server, unlike the query). */
export function tokensFromHash(hash: string): SessionTokens | null {
  const values = parseHashParams(hash);
  const { access_token, refresh_token, id_token, tenantId } = values;
  const expires = Number(values.expires_in);
  if (!access_token || !refresh_token || !id_token || !tenantId || !Number.isFinite(expires)) return null;
  // The contract's token set has one token type.
  if (values.token_type && values.token_type !== 'Bearer') return null;
  return {
    access_token,
    refresh_token,
    id_token,
    tenantId,
    expires_in: expires,
    token_type: 'Bearer',
  };
}

/**
 * SPEC §2 /sso: where an identity provider sends the browser back. Exchanges the OIDC code and state
 * (POST /sso/oidc/callback), accepts a session handed over in the fragment, forwards an activation token
 * hash to /account-access, and shows a provider error.
 */
export function SsoPage() {
  const location = useLocation();
  const query = parseQueryString(location.search);
  const tokens = tokensFromHash(location.hash);
  const [signIn, actor] = useSignIn();
  const { code, state } = query;
  const hasTokens = tokens !== null;

  useEffect(() => {
    if (!code || !state) return;
    // The code is single use: drop it from the address bar; the machine exchanges it once.
    window.history.replaceState(null, '', location.pathname);
    actor.send({ type: 'SIGN_IN.SUBMIT', credential: { kind: 'oidc', code, state } });
  }, [code, state, actor, location.pathname]);

  useEffect(() => {
    const handedOver = tokensFromHash(location.hash);
    if (!handedOver) return;
    // Drop the tokens from the address bar and history before anything else can read them.
    window.history.replaceState(null, '', location.pathname);
    actor.send({ type: 'SIGN_IN.SUBMIT', credential: { kind: 'tokens', tokens: handedOver } });
  }, [location.hash, actor, location.pathname]);

  if (hasTokens) return <FullPageSpinner label="Signing you in" />;

  const tokenHash = query.token_hash ?? query.token;
  if (tokenHash) return <Navigate to={`/account-access?token=${encodeURIComponent(tokenHash)}`} replace />;

  if (query.error) {
    return (
      <AuthPage title="Single sign-on failed" aside={<Link href="/signin">Back to sign in</Link>}>
        <Alert>
          Your identity provider answered: {query.error_description || query.error}. Try again, or sign in
          with an email code.
        </Alert>
      </AuthPage>
    );
  }

  const exchangeFailed = signIn.hasTag('error');
  if (code && state && !exchangeFailed) return <FullPageSpinner label="Finishing single sign-on" />;
  if (code) {
    return (
      <AuthPage
        title="Single sign-on could not be completed"
        aside={<Link href="/signin">Sign in with an email code</Link>}
      >
        <Alert>
          {exchangeFailed
            ? errorMessage(signIn.context.error)
            : 'The answer of your identity provider is incomplete (it has no state).'}{' '}
          Start again, or sign in with an email code.
        </Alert>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Single sign-on" aside={<Link href="/signin">Go to sign in</Link>}>
      <p className="auth-page__lead">
        This page finishes signing you in when your organisation uses its own identity provider. Start from
        the sign-in page: enter your work email and you are sent to your provider when your workspace uses
        one.
      </p>
    </AuthPage>
  );
}
