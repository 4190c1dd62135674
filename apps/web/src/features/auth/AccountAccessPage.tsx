import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { unwrap } from '@ratelens/api';
import { ROLE_DESCRIPTIONS } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Form } from '../../components/ui/Form.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { TextAreaField } from '../../components/ui/TextArea.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { useServices } from '../../app/services.tsx';
import { validateEmail } from './email.ts';
import { useSignIn } from './use-sign-in.ts';
import './auth.css';
import { AuthPage } from './AuthPage.tsx';

function RequestAccessForm() {
  const { api } = useServices();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const [message, setMessage] = useState('');
  const request = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/sso/request-access', {
          body: {
            email: email.trim(),
            name: name.trim(),
            ...(company.trim() ? { company: company.trim() } : {}),
            ...(message.trim() ? { message: message.trim() } : {}),
          },
        }),
      ),
  });

  if (request.isSuccess) {
    return (
      <AuthPage title="Request received" aside={<Link href="/signin">Back to sign in</Link>}>
        <p className="auth-page__lead" role="status">
          {request.data.message}
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Request access"
      aside={
        <>
          Already have an account? <Link href="/signin">Sign in</Link>
        </>
      }
    >
      <p className="auth-page__lead">
        Ask for a Ratelens account. An administrator of your company&apos;s workspace reviews the request, and
        you receive an email with a link to activate your account.
      </p>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate();
        }}
      >
        <TextField
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
          validate={validateEmail}
          validationBehavior="native"
        />
        <FullNameField value={name} onChange={setName} />
        <TextField
          label="Company"
          name="company"
          autoComplete="organization"
          maxLength={200}
          value={company}
          onChange={setCompany}
        />
        <TextAreaField
          label="Why do you need access?"
          name="message"
          maxLength={2000}
          rows={3}
          value={message}
          onChange={setMessage}
        />
        {request.isError ? (
          <Alert title="We could not send your request">{errorMessage(request.error)}</Alert>
        ) : null}
        <Button type="submit" isPending={request.isPending}>
          Request access
        </Button>
      </Form>
    </AuthPage>
  );
}

function ActivateAccount({ token }: { token: string }) {
  const { api } = useServices();
  const validation = useQuery({
    queryKey: ['sso', 'validate-access', token],
    queryFn: async () => unwrap(await api.POST('/sso/validate-access', { body: { token } })),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [name, setName] = useState<string | null>(null);
  // Activation signs the new user in; the public layout then sees the session and opens the workspace.
  const [signIn, actor] = useSignIn();
  const activating = signIn.matches('exchanging') || signIn.matches('signedIn');

  if (validation.isPending) {
    return (
      <div className="auth-page" role="status">
        <Spinner size="medium" label="Checking your activation link" />
        <p className="auth-page__lead">Checking your activation link…</p>
      </div>
    );
  }
  if (validation.isError) {
    return (
      <AuthPage
        title="This activation link does not work"
        aside={
          <>
            <Link href="/account-access">Request access again</Link> or <Link href="/signin">sign in</Link>.
          </>
        }
      >
        <Alert>{errorMessage(validation.error)}</Alert>
      </AuthPage>
    );
  }

  const details = validation.data;
  return (
    <div className="auth-page">
      <h1 className="auth-page__title">Activate your account</h1>
      <p className="auth-page__lead">
        You are joining <strong>{details.tenantName}</strong> as <strong>{details.email}</strong> (
        {ROLE_DESCRIPTIONS[details.role]}).
      </p>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({
            type: 'SIGN_IN.SUBMIT',
            credential: {
              kind: 'activation',
              activationToken: details.activationToken,
              name: name ?? details.name ?? '',
            },
          });
        }}
      >
        <FullNameField value={name ?? details.name ?? ''} onChange={setName} />
        {signIn.hasTag('error') ? (
          <Alert title="Activation failed">{errorMessage(signIn.context.error)}</Alert>
        ) : null}
        <Button type="submit" isPending={activating}>
          Activate and sign in
        </Button>
      </Form>
    </div>
  );
}

/** The required 'Full name' field of the access request and of the activation. */
function FullNameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Full name"
      name="name"
      autoComplete="name"
      isRequired
      maxLength={200}
      value={value}
      onChange={onChange}
      validate={(text) => (text.trim() ? null : 'Enter your name.')}
      validationBehavior="native"
    />
  );
}

/** SPEC §2 /account-access: request an account, or (with the mailed link's token) activate one. */
export function AccountAccessPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  return token ? <ActivateAccount token={token} /> : <RequestAccessForm />;
}
