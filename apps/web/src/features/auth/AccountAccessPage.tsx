import { Link } from '../../components/ui/Link.tsx';
import './auth.css';

// TODO: the access request form (POST /sso/request-access) and the activation step.
export function AccountAccessPage() {
  return (
    <div className="auth-page">
      <h1 className="auth-page__title">Request access</h1>
      <p className="auth-page__lead">
        This page will let you ask for a Ratelens account: an administrator of your company&apos;s workspace
        approves the request, and you receive an email to activate your account.
      </p>
      <p className="auth-page__aside">
        Already have an account? <Link href="/signin">Sign in</Link>
      </p>
    </div>
  );
}
