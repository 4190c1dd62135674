import { Link } from '../../components/ui/Link.tsx';
import './auth.css';

// TODO: complete OIDC sign-in here (read code and state, call the server, store the session).
export function SsoPage() {
  return (
    <div className="auth-page">
      <h1 className="auth-page__title">Single sign-on</h1>
      <p className="auth-page__lead">
        This page will finish signing you in when your organisation uses its own identity provider: it
        receives the answer from the provider and opens your workspace.
      </p>
      <p className="auth-page__aside">
        Single sign-on is not set up yet. <Link href="/signin">Sign in with an email code</Link> instead.
      </p>
    </div>
  );
}
