import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { listQuery, unwrap, type components } from '@ratelens/api';
import { FEATURE_CODES, FEATURE_NAMES, isDomain, isEmail, type FeatureCode } from '@ratelens/domain';
import { tenantStatusMachine, type TenantStatusResult } from '@ratelens/machines';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Checkbox } from '../../../components/ui/Checkbox.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { Form } from '../../../components/ui/Form.tsx';
import { Link } from '../../../components/ui/Link.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { invalidateTags } from '../../../app/cache-tags.ts';
import { copyText } from '../../../app/clipboard.ts';
import { asError, errorMessage } from '../../../app/error-message.ts';
import { EmptyState, PageFrame } from '../../../app/PageFrame.tsx';
import { QueryView } from '../../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../../app/services.tsx';
import { TenantLogo } from '../../../app/TenantLogo.tsx';
import '../settings.css';

type Tenant = components['schemas']['Tenant'];
type JsonPatch = components['schemas']['JsonPatch'];

const LIST = { label: 'Tenant configurations', url: '/settings/tenant-configurations' };
const SETTINGS = { label: 'Settings', url: '/settings' };

function StatusBadge({ tenant }: { tenant: Pick<Tenant, 'status' | 'isActive'> }) {
  return <span className={`badge ${tenant.isActive ? 'badge--ok' : 'badge--off'}`}>{tenant.status}</span>;
}

export function TenantListPage() {
  const [page, setPage] = useState(1);
  const tenants = useQueryHooks().useQuery('get', '/api/tenant', {
    params: { query: listQuery({ page, pageSize: 20, orderBy: 'name' }) },
  });
  return (
    <PageFrame
      title="Tenant configurations"
      crumbs={[SETTINGS, LIST]}
      actions={
        <Link href="/settings/tenant-configurations/new" variant="button">
          New tenant
        </Link>
      }
    >
      <QueryView query={tenants} label="Loading tenants">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="No tenants yet" />
          ) : (
            <>
              <div className="data-table-wrap">
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">Tenant</th>
                      <th scope="col">Short name</th>
                      <th scope="col">Status</th>
                      <th scope="col">Domains</th>
                      <th scope="col">Features</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((tenant) => (
                      <tr key={tenant.id}>
                        <td>
                          <Link href={`/settings/tenant-configurations/${tenant.id}`}>{tenant.name}</Link>
                        </td>
                        <td>{tenant.slug}</td>
                        <td>
                          <StatusBadge tenant={tenant} />
                        </td>
                        <td>{tenant.emailDomains.join(', ')}</td>
                        <td>{tenant.enabledFeatures.join(', ') || 'None'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="row-actions">
                <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span>
                  Page {data.page} of {Math.max(1, Math.ceil(data.total / data.pageSize))}
                </span>
                <Button
                  variant="secondary"
                  isDisabled={data.page * data.pageSize >= data.total}
                  onPress={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </div>
            </>
          )
        }
      </QueryView>
    </PageFrame>
  );
}

function usePatchTenant(tenantId: string) {
  const { api, queryClient } = useServices();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ patch }: { patch: JsonPatch; what: string }) =>
      unwrap(
        await api.PATCH('/api/tenant/{tenantId}', {
          params: { path: { tenantId } },
          body: patch,
          headers: { 'Content-Type': 'application/json-patch+json' },
        }),
      ),
    onSuccess: async (_tenant, { what }) => {
      await invalidateTags(queryClient, 'tenants', 'features');
      toast({ title: `${what} saved` });
    },
  });
}

function TenantStatusPanel({ tenant }: { tenant: Tenant }) {
  const { api, queryClient } = useServices();
  const machine = useMemo(() => {
    // The list and other screens showing the tenant refresh behind the panel, which keeps its own state.
    const toResult = (saved: Tenant): TenantStatusResult => {
      void invalidateTags(queryClient, 'tenants');
      return { isActive: saved.isActive, status: saved.status };
    };
    // Each action's call either yields the saved tenant or a message the machine shows in its alert.
    const settle = async (call: Promise<{ data?: Tenant; error?: unknown; response: Response }>) => {
      try {
        return toResult(unwrap(await call));
      } catch (error) {
        throw asError(error);
      }
    };
    return tenantStatusMachine.provide({
      actors: {
        activateTenant: fromPromise(({ input }) =>
          settle(
            api.PATCH('/api/tenant/{tenantId}/activate', { params: { path: { tenantId: input.tenantId } } }),
          ),
        ),
        deactivateTenant: fromPromise(({ input }) =>
          settle(
            api.PATCH('/api/tenant/{tenantId}/deactivate', {
              params: { path: { tenantId: input.tenantId } },
            }),
          ),
        ),
        updateTenantStatus: fromPromise(({ input }) =>
          settle(
            api.PUT('/api/tenant/{tenantId}/update-status', {
              params: { path: { tenantId: input.tenantId } },
              body: { status: input.status as Tenant['status'] },
            }),
          ),
        ),
      },
    });
  }, [api, queryClient]);
  const [snapshot, send] = useMachine(machine, {
    input: { tenantId: tenant.id, isActive: tenant.isActive, status: tenant.status },
  });
  const busy = snapshot.hasTag('busy');
  const { isActive, status, error } = snapshot.context;

  return (
    <section className="panel" aria-labelledby="tenant-status">
      <h2 id="tenant-status">Status</h2>
      <p>
        <span className={`badge ${isActive ? 'badge--ok' : 'badge--off'}`}>
          {status ?? (isActive ? 'active' : 'inactive')}
        </span>
      </p>
      {error ? <Alert title="The status did not change">{error}</Alert> : null}
      <div className="row-actions">
        {snapshot.hasTag('active') ? (
          <Button variant="destructive" isPending={busy} onPress={() => send({ type: 'TENANT.DEACTIVATE' })}>
            Deactivate tenant
          </Button>
        ) : (
          <Button isPending={busy} onPress={() => send({ type: 'TENANT.ACTIVATE' })}>
            Activate tenant
          </Button>
        )}
      </div>
      <Modal
        isDismissable
        isOpen={snapshot.hasTag('confirming')}
        onOpenChange={(open) => !open && send({ type: 'TENANT.CANCEL' })}
      >
        <Dialog title={`Deactivate ${tenant.name}?`} role="alertdialog">
          <p>
            Every member of {tenant.name} is signed out at once and cannot sign in until the tenant is
            activated again.
          </p>
          <div className="form-actions">
            <Button variant="secondary" onPress={() => send({ type: 'TENANT.CANCEL' })}>
              Cancel
            </Button>
            <Button variant="destructive" onPress={() => send({ type: 'TENANT.CONFIRM' })}>
              Deactivate
            </Button>
          </div>
        </Dialog>
      </Modal>
    </section>
  );
}

function FeaturesPanel({ tenant }: { tenant: Tenant }) {
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
      <div className="settings__checks">
        {FEATURE_CODES.map((code) => (
          <Checkbox
            key={code}
            isSelected={features.includes(code)}
            onChange={(on) => setFeatures((now) => (on ? [...now, code] : now.filter((c) => c !== code)))}
          >
            {FEATURE_NAMES[code]} ({code})
          </Checkbox>
        ))}
      </div>
      {patch.isError ? <Alert title="Features not saved">{errorMessage(patch.error)}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" isDisabled={!changed} isPending={patch.isPending}>
          Save features
        </Button>
      </div>
    </Form>
  );
}

function IdentityProviderPanel({ tenant }: { tenant: Tenant }) {
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
      {patch.isError ? <Alert title="Identity provider not saved">{errorMessage(patch.error)}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" isDisabled={incomplete} isPending={patch.isPending}>
          Save identity provider
        </Button>
      </div>
    </Form>
  );
}

function BrandingPanel({ tenant }: { tenant: Tenant }) {
  const [name, setName] = useState(tenant.name);
  const [domains, setDomains] = useState(tenant.emailDomains.join(', '));
  const patch = usePatchTenant(tenant.id);
  const toast = useToast();
  const list = splitList(domains);
  const badDomain = list.find((domain) => !isDomain(domain));
  return (
    <Form
      className="panel"
      onSubmit={(event) => {
        event.preventDefault();
        if (badDomain || !name.trim() || list.length === 0) return;
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
        <TextField
          label="E-mail domains"
          description="Comma-separated; access requests from these domains come to this tenant."
          value={domains}
          onChange={setDomains}
          isRequired
          isInvalid={Boolean(badDomain)}
          errorMessage={badDomain ? `${badDomain} is not a domain such as example.com` : undefined}
        />
      </div>
      {patch.isError ? <Alert title="Not saved">{errorMessage(patch.error)}</Alert> : null}
      <div className="form-actions">
        <Button
          type="submit"
          isDisabled={Boolean(badDomain) || !name.trim() || list.length === 0}
          isPending={patch.isPending}
        >
          Save branding
        </Button>
      </div>
    </Form>
  );
}

function MembersPanel({ tenantId }: { tenantId: string }) {
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

export function TenantDetailPage() {
  const { tenantId = '' } = useParams();
  const tenant = useQueryHooks().useQuery('get', '/api/tenant/{tenantId}', {
    params: { path: { tenantId } },
  });
  const name = tenant.data?.name ?? 'Tenant';
  return (
    <PageFrame
      title={name}
      crumbs={[SETTINGS, LIST, { label: name, url: `/settings/tenant-configurations/${tenantId}` }]}
      crumbsLoading={tenant.isPending}
    >
      <QueryView query={tenant} label="Loading the tenant">
        {(data) => (
          <div className="tenant__grid">
            <TenantStatusPanel tenant={data} />
            <MembersPanel tenantId={data.id} />
            {/* Keyed by the last change, so the forms start from the saved record after each save. */}
            <FeaturesPanel key={`f-${data.updateDateTime}`} tenant={data} />
            <IdentityProviderPanel key={`i-${data.updateDateTime}`} tenant={data} />
            <BrandingPanel key={`b-${data.updateDateTime}`} tenant={data} />
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}

function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export function TenantNewPage() {
  const { api, queryClient } = useServices();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [domains, setDomains] = useState('');
  const [adminEmail, setAdminEmail] = useState('');
  const [features, setFeatures] = useState<FeatureCode[]>([...FEATURE_CODES]);
  const list = splitList(domains);
  const badDomain = list.find((domain) => !isDomain(domain));
  const slugValid = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(slug);
  const adminValid = adminEmail.trim() === '' || isEmail(adminEmail.trim());
  const create = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/api/tenant', {
          body: {
            name: name.trim(),
            slug,
            emailDomains: list,
            enabledFeatures: features,
            ...(adminEmail.trim() ? { adminEmail: adminEmail.trim() } : {}),
          },
        }),
      ),
    onSuccess: async (tenant) => {
      await invalidateTags(queryClient, 'tenants');
      toast({
        title: `${tenant.name} created`,
        description: adminEmail.trim() ? `An invitation went to ${adminEmail.trim()}.` : undefined,
      });
      void navigate(`/settings/tenant-configurations/${tenant.id}`);
    },
  });
  const valid = name.trim() !== '' && slugValid && list.length > 0 && !badDomain && adminValid;

  return (
    <PageFrame
      title="New tenant"
      crumbs={[SETTINGS, LIST, { label: 'New tenant', url: '/settings/tenant-configurations/new' }]}
    >
      <Form
        className="panel"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) create.mutate();
        }}
      >
        <div className="form-grid">
          <TextField
            label="Name"
            value={name}
            onChange={(value) => {
              setName(value);
              if (!slug || slug === toSlug(name)) setSlug(toSlug(value));
            }}
            isRequired
            maxLength={200}
          />
          <TextField
            label="Short name"
            description="Lower-case letters, digits and hyphens; used in links."
            value={slug}
            onChange={setSlug}
            isRequired
            isInvalid={slug !== '' && !slugValid}
            errorMessage="Use lower-case letters, digits and inner hyphens, up to 63 characters."
          />
          <TextField
            label="E-mail domains"
            description="Comma-separated, for example example.com"
            value={domains}
            onChange={setDomains}
            isRequired
            isInvalid={Boolean(badDomain)}
            errorMessage={badDomain ? `${badDomain} is not a domain such as example.com` : undefined}
          />
          <TextField
            label="First administrator's e-mail"
            description="Optional: invited as tenant administrator at once."
            type="email"
            value={adminEmail}
            onChange={setAdminEmail}
            isInvalid={!adminValid}
            errorMessage="Enter a valid email address, for example name@company.com."
          />
        </div>
        <fieldset className="settings__fieldset">
          <legend>Features</legend>
          <div className="settings__checks">
            {FEATURE_CODES.map((code) => (
              <Checkbox
                key={code}
                isSelected={features.includes(code)}
                onChange={(on) => setFeatures((now) => (on ? [...now, code] : now.filter((c) => c !== code)))}
              >
                {FEATURE_NAMES[code]} ({code})
              </Checkbox>
            ))}
          </div>
        </fieldset>
        {create.isError ? (
          <Alert title="The tenant was not created">{errorMessage(create.error)}</Alert>
        ) : null}
        <div className="form-actions">
          <Button type="submit" isDisabled={!valid} isPending={create.isPending}>
            Create tenant
          </Button>
        </div>
      </Form>
    </PageFrame>
  );
}

function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
}
