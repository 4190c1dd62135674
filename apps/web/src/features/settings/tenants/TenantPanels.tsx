import { useState } from 'react';
import { isDomain, type FeatureCode } from '@ratelens/domain';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Form } from '../../../components/ui/Form.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { copyText } from '../../../app/clipboard.ts';
import { QueryView } from '../../../app/QueryView.tsx';
import { useQueryHooks, useToast } from '../../../app/services.tsx';
import { TenantLogo } from '../../../app/TenantLogo.tsx';
import {
  DomainsField,
  FeatureChecks,
  SubmitRow,
  splitList,
  usePatchTenant,
  type Tenant,
} from './tenant-shared.tsx';

export function FeaturesPanel({ tenant }: { tenant: Tenant }) {
  const [features, setFeatures] = useState<FeatureCode[]>(tenant.enabledFeatures);
  const patch = usePatchTenant(tenant.id);
  const changed = [...features].sort().join() !== [...tenant.enabledFeatures].sort().join();
  return (
    <Form
      className="panel"
      onSubmit={(event) => {
        event.preventDefault();
        patch.mutate({
          patch: [{ op: 'replace', path: '/enabledFeatures', value: features }],
          what: 'Features',
        });
      }}
    >
      <h2>Features</h2>
      <FeatureChecks features={features} onChange={setFeatures} />
      <SubmitRow mutation={patch} failure="Features not saved" isDisabled={!changed}>
        Save features
      </SubmitRow>
    </Form>
  );
}

export function IdentityProviderPanel({ tenant }: { tenant: Tenant }) {
  const [issuer, setIssuer] = useState(tenant.identityProvider?.issuer ?? '');
  const [clientId, setClientId] = useState(tenant.identityProvider?.clientId ?? '');
  // Write-only: the server never sends it back, so an empty field keeps the stored secret.
  const [clientSecret, setClientSecret] = useState('');
  const patch = usePatchTenant(tenant.id);
  const value =
    issuer.trim() && clientId.trim()
      ? {
          issuer: issuer.trim(),
          clientId: clientId.trim(),
          ...(clientSecret.trim() ? { clientSecret: clientSecret.trim() } : {}),
        }
      : null;
  const incomplete = Boolean(issuer.trim()) !== Boolean(clientId.trim());
  return (
    <Form
      className="panel"
      onSubmit={(event) => {
        event.preventDefault();
        if (!incomplete)
          patch.mutate({
            patch: [{ op: 'replace', path: '/identityProvider', value }],
            what: 'Identity provider',
          });
      }}
    >
      <h2>Identity provider</h2>
      <p className="settings__muted">
        With an OIDC provider, members sign in through it instead of an e-mailed code. Leave both fields empty
        to use codes.
      </p>
      <div className="form-grid">
        <TextField
          label="Issuer URL"
          type="url"
          value={issuer}
          onChange={setIssuer}
          placeholder="https://login.example.com"
        />
        <TextField label="Client id" value={clientId} onChange={setClientId} />
        <TextField
          label="Client secret"
          type="password"
          autoComplete="off"
          description="Leave empty to keep the stored secret; a public client with PKCE needs none."
          value={clientSecret}
          onChange={setClientSecret}
        />
      </div>
      {incomplete ? <Alert>Give both the issuer URL and the client id, or neither.</Alert> : null}
      <SubmitRow mutation={patch} failure="Identity provider not saved" isDisabled={incomplete}>
        Save identity provider
      </SubmitRow>
    </Form>
  );
}

export function BrandingPanel({ tenant }: { tenant: Tenant }) {
  const [name, setName] = useState(tenant.name);
  const [domains, setDomains] = useState(tenant.emailDomains.join(', '));
  const patch = usePatchTenant(tenant.id);
  const toast = useToast();
  const list = splitList(domains);
  const badDomain = list.find((domain) => !isDomain(domain));
  const invalid = Boolean(badDomain) || !name.trim() || list.length === 0;
  return (
    <Form
      className="panel"
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid) return;
        patch.mutate({
          patch: [
            { op: 'replace', path: '/name', value: name.trim() },
            { op: 'replace', path: '/emailDomains', value: list },
          ],
          what: 'Branding',
        });
      }}
    >
      <h2>Branding and domains</h2>
      <p className="tenant__logo-preview">
        <TenantLogo user={{ tenantName: tenant.name, tenantSlug: tenant.slug }} />
        <span>
          Logo shown to its members. Short name <code>{tenant.slug}</code>{' '}
          <Button
            variant="quiet"
            aria-label={`Copy the id of ${tenant.name}`}
            onPress={() => void copyText(tenant.id).then((ok) => ok && toast({ title: 'Tenant id copied' }))}
          >
            Copy id
          </Button>
        </span>
      </p>
      <div className="form-grid">
        <TextField label="Name" value={name} onChange={setName} isRequired maxLength={200} />
        <DomainsField
          description="Comma-separated; access requests from these domains come to this tenant."
          value={domains}
          onChange={setDomains}
          badDomain={badDomain}
        />
      </div>
      <SubmitRow mutation={patch} failure="Not saved" isDisabled={invalid}>
        Save branding
      </SubmitRow>
    </Form>
  );
}

export function MembersPanel({ tenantId }: { tenantId: string }) {
  const summary = useQueryHooks().useQuery('get', '/api/tenant/{tenantId}/users', {
    params: { path: { tenantId } },
  });
  return (
    <section className="panel" aria-labelledby="tenant-members">
      <h2 id="tenant-members">Members</h2>
      <QueryView query={summary} label="Loading members">
        {(data) => (
          <p>
            {data.totalUsers} members ({data.activeUsers} active), {data.pendingInvitations} pending
            invitations, {data.incomingRequests} access requests. Seats: {data.seatLimit ?? 'unlimited'}.
          </p>
        )}
      </QueryView>
    </section>
  );
}
