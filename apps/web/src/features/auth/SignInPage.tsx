import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Form } from '../../components/ui/Form.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { errorMessage } from '../../app/error-message.ts';
import type { SignInNotice } from '../../app/UserMenu.tsx';
import { validateEmail } from './email.ts';
import { useSignIn } from './use-sign-in.ts';
import './auth.css';
import { AuthPage } from './AuthPage.tsx';

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as SignInNotice | null)?.notice;
  const [email, setEmail] = useState('');
  const [signIn, actor] = useSignIn();
  const sentTo = signIn.context.email;
  const authorizationUrl = signIn.context.authorization?.authorizationUrl;
  const codeSent = signIn.matches('codeSent');
  const redirecting = signIn.matches('redirecting');

  useEffect(() => {
    if (redirecting && authorizationUrl) window.location.assign(authorizationUrl);
    else if (codeSent) void navigate(`/verify?email=${encodeURIComponent(sentTo)}`);
  }, [codeSent, redirecting, authorizationUrl, sentTo, navigate]);

  return (
    <AuthPage
      title="Sign in to Ratelens"
      aside={
        <>
          No account yet? <Link href="/account-access">Request access</Link>
        </>
      }
    >
      <p className="auth-page__lead">Enter your work email and we will send you a 6-digit sign-in code.</p>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SIGN_IN.REQUEST_CODE', email });
        }}
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="name@company.com"
          isRequired
          value={email}
          onChange={setEmail}
          validate={validateEmail}
          validationBehavior="native"
        />
        {signIn.hasTag('error') ? (
          <Alert title="We could not send the code">{errorMessage(signIn.context.error)}</Alert>
        ) : null}
        <Button type="submit" isPending={signIn.hasTag('busy') || codeSent || redirecting}>
          Send sign-in code
        </Button>
      </Form>
    </AuthPage>
  );
}
