import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Form } from '../../components/ui/Form.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { CODE_PATTERN, validateCode, validateEmail } from './email.ts';
import { useSignIn } from './use-sign-in.ts';
import './auth.css';
import { AuthPage } from './AuthPage.tsx';

export function VerifyPage() {
  const [params] = useSearchParams();
  const email = (params.get('email') ?? '').trim();
  const linkCode = (params.get('code') ?? '').trim();
  const [code, setCode] = useState(linkCode);
  const [signIn, actor] = useSignIn();
  const emailProblem = validateEmail(email);
  const failed = signIn.hasTag('error') ? signIn.context.failedStep : null;

  // The mailed link carries the code: sign in straight away. The machine sends a code once, however
  // often React runs this effect.
  useEffect(() => {
    if (emailProblem || !CODE_PATTERN.test(linkCode)) return;
    actor.send({ type: 'SIGN_IN.SUBMIT', credential: { kind: 'code', email, code: linkCode } });
  }, [email, linkCode, emailProblem, actor]);

  if (emailProblem) {
    return (
      <AuthPage title="Check your sign-in link" aside={<Link href="/signin">Go to sign in</Link>}>
        <Alert>
          This page needs the email address you signed in with. Start again from the sign-in page.
        </Alert>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Check your email"
      aside={
        <>
          Did not get it?{' '}
          <Link
            onPress={() => actor.send({ type: 'SIGN_IN.REQUEST_CODE', email })}
            isDisabled={signIn.hasTag('busy')}
          >
            Resend the code
          </Link>{' '}
          or <Link href="/signin">use another email</Link>.
        </>
      }
    >
      <p className="auth-page__lead">
        We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
      </p>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SIGN_IN.SUBMIT', credential: { kind: 'code', email, code: code.trim() } });
        }}
      >
        <TextField
          label="Sign-in code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          isRequired
          value={code}
          onChange={(value) => setCode(value.replace(/\s+/g, ''))}
          validate={validateCode}
          validationBehavior="native"
        />
        {failed === 'exchange' ? (
          <Alert title="Sign-in failed">{errorMessage(signIn.context.error)}</Alert>
        ) : null}
        {failed === 'request' ? (
          <Alert title="We could not send a new code">{errorMessage(signIn.context.error)}</Alert>
        ) : null}
        {signIn.matches('codeSent') ? (
          <p className="auth-page__status" role="status">
            A new code is on its way to {email}.
          </p>
        ) : null}
        <Button type="submit" isPending={signIn.matches('exchanging') || signIn.matches('signedIn')}>
          Verify
        </Button>
      </Form>
    </AuthPage>
  );
}
