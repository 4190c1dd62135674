import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Form } from '../../components/ui/Form.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { errorMessage } from '../../app/error-message.ts';
import type { SignInNotice } from '../../app/UserMenu.tsx';
import { validateEmail } from './email.ts';
import { useRequestCode } from './use-sign-in.ts';
import './auth.css';

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as SignInNotice | null)?.notice;
  const [email, setEmail] = useState('');
  const requestCode = useRequestCode();

  return (
    <div className="auth-page">
      <h1 className="auth-page__title">Sign in to Ratelens</h1>
      <p className="auth-page__lead">Enter your work email and we will send you a 6-digit sign-in code.</p>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const address = email.trim();
          requestCode.mutate(address, {
            onSuccess: (result) => {
              if (result.method === 'oidc' && result.authorizationUrl) {
                window.location.assign(result.authorizationUrl);
                return;
              }
              void navigate(`/verify?email=${encodeURIComponent(address)}`);
            },
          });
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
        {requestCode.isError ? (
          <Alert title="We could not send the code">{errorMessage(requestCode.error)}</Alert>
        ) : null}
        <Button type="submit" isPending={requestCode.isPending}>
          Send sign-in code
        </Button>
      </Form>
      <p className="auth-page__aside">
        No account yet? <Link href="/account-access">Request access</Link>
      </p>
    </div>
  );
}
