import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQuery, unwrap, type components } from '@ratelens/api';
import { formatDateTime, hasFeature, isAdminRole, USE_CASES_PAGE_SIZE } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Form } from '../../components/ui/Form.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Switch } from '../../components/ui/Switch.tsx';
import { TextAreaField } from '../../components/ui/TextArea.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { invalidateTags } from '../../app/cache-tags.ts';
import { errorMessage } from '../../app/error-message.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../app/services.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import { labelOfUseCase } from '../catalog/pages.tsx';
import { configKeyLabel, configValueText } from './config-labels.ts';
import './settings.css';

const SETTINGS = { label: 'Settings', url: '/settings' };

interface Section {
  href: string;
  title: string;
  text: string;
  audience: 'everyone' | 'admin' | 'system-admin';
}

const SECTIONS: Section[] = [
  {
    href: '/settings/profile',
    title: 'Profile',
    text: 'Your name, role, tenant and features.',
    audience: 'everyone',
  },
  {
    href: '/settings/notifications',
    title: 'Notifications',
    text: 'Which events you are told about.',
    audience: 'everyone',
  },
  {
    href: '/settings/user-management',
    title: 'User management',
    text: 'Members, invitations and access requests.',
    audience: 'admin',
  },
  {
    href: '/settings/feature-configurations',
    title: 'Feature configurations',
    text: 'Switch product features on or off for your workspace.',
    audience: 'admin',
  },
  {
    href: '/settings/use-cases-configurations',
    title: 'Use cases configurations',
    text: 'Activate use cases, their question base and configuration keys.',
    audience: 'admin',
  },
  {
    href: '/settings/data-ingestion',
    title: 'Data ingestion',
    text: 'Load filings, portfolio, claims, intel feeds and model scores from CSV files.',
    audience: 'admin',
  },
  {
    href: '/settings/reset',
    title: 'Reset',
    text: 'Return demo and analytics data to their seeded state.',
    audience: 'admin',
  },
  {
    href: '/settings/archive',
    title: 'Archive',
    text: 'Schedule and cancel purges of old data.',
    audience: 'admin',
  },
  {
    href: '/settings/tenant-configurations',
    title: 'Tenant configurations',
    text: 'Tenants, their features, identity provider and branding.',
    audience: 'system-admin',
  },
];

export function SettingsIndexPage() {
  const user = useCurrentUser();
  const visible = SECTIONS.filter(
    (section) =>
      section.audience === 'everyone' ||
      (section.audience === 'admin' && isAdminRole(user.roleName)) ||
      (section.audience === 'system-admin' && user.roleName === 'system-admin'),
  );
  return (
    <PageFrame title="Settings" crumbs={[SETTINGS]}>
      <ul className="card-list">
        {visible.map((section) => (
          <li key={section.href} className="panel">
            <h2>
              <Link href={section.href}>{section.title}</Link>
            </h2>
            <p>{section.text}</p>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

export function FeatureConfigurationsPage() {
  const user = useCurrentUser();
  const { api, queryClient } = useServices();
  const toast = useToast();
  const features = useQueryHooks().useQuery('get', '/api/user/feature');
  const toggle = useMutation({
    mutationFn: async ({ id, enable }: { id: string; enable: boolean }) =>
      unwrap(
        enable
          ? await api.PATCH('/api/user/feature/{id}/enable', { params: { path: { id } } })
          : await api.PATCH('/api/user/feature/{id}/disable', { params: { path: { id } } }),
      ),
    // The profile (enabledFeatures) refetches with the list, so the sidebar and guards follow at once.
    onSuccess: async (feature) => {
      await invalidateTags(queryClient, 'features');
      toast({ title: `${feature.name} switched ${feature.enabled ? 'on' : 'off'}` });
    },
    onError: (error) =>
      toast({
        title: 'Could not change the feature',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  return (
    <PageFrame
      title="Feature configurations"
      description={`Features of ${user.tenantName}. Switching one changes the navigation of every member at their next page load.`}
      crumbs={[SETTINGS, { label: 'Feature configurations', url: '/settings/feature-configurations' }]}
    >
      <QueryView query={features} label="Loading features">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No features are configured for this workspace" />
          ) : (
            <div className="data-table-wrap">
              <table className="data-table">
                <caption className="visually-hidden">Features of the workspace and your own access</caption>
                <thead>
                  <tr>
                    <th scope="col">Feature</th>
                    <th scope="col">Workspace</th>
                    <th scope="col">Your access</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((feature) => (
                    <tr key={feature.id}>
                      <td>
                        <strong>{feature.name}</strong> <span className="badge">{feature.code}</span>
                        <p className="settings__muted">{feature.description}</p>
                      </td>
                      <td>
                        <Switch
                          isSelected={feature.enabled}
                          isDisabled={toggle.isPending || feature.locked === true}
                          onChange={(enable) => toggle.mutate({ id: feature.id, enable })}
                          aria-describedby={feature.locked ? `feature-lock-${feature.id}` : undefined}
                        >
                          {feature.enabled ? 'On' : 'Off'}
                          <span className="visually-hidden"> for {feature.name}</span>
                        </Switch>
                        {feature.locked ? (
                          <p className="settings__muted" id={`feature-lock-${feature.id}`}>
                            Locked {feature.enabled ? 'on' : 'off'} by the operator
                            {feature.lockReason ? `: ${feature.lockReason}` : ''}. Ask your Ratelens contact
                            to change it.
                          </p>
                        ) : null}
                      </td>
                      <td>
                        <span
                          className={`badge ${hasFeature(user, feature.code) ? 'badge--ok' : 'badge--off'}`}
                        >
                          {hasFeature(user, feature.code) ? 'Available to you' : 'Not available to you'}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </PageFrame>
  );
}

type UseCase = components['schemas']['UseCase'];
type ModuleConfig = components['schemas']['ModuleConfig'];

function QuestionCount({ useCaseId }: { useCaseId: string }) {
  const questions = useQueryHooks().useQuery('get', '/api/usecase/{usecaseId}/questions', {
    params: { path: { usecaseId: useCaseId }, query: listQuery({ pageSize: 1 }) },
  });
  if (questions.isPending) return <span className="settings__muted">…</span>;
  if (questions.isError) return <span className="settings__muted">{errorMessage(questions.error)}</span>;
  return <span>{questions.data.total === 1 ? '1 question' : `${questions.data.total} questions`}</span>;
}

function ConfigEditor({
  moduleId,
  entry,
  onClose,
}: {
  moduleId: string;
  entry: { key: string; value: unknown };
  onClose: () => void;
}) {
  const { api, queryClient } = useServices();
  const toast = useToast();
  const [text, setText] = useState(JSON.stringify(entry.value, null, 2) ?? 'null');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (value: unknown) =>
      unwrap(
        await api.PUT('/api/admin/config/{moduleId}', {
          params: { path: { moduleId } },
          body: { entries: [{ key: entry.key, value }] },
        }),
      ),
    onSuccess: async () => {
      await invalidateTags(queryClient, 'configs');
      toast({ title: `${configKeyLabel(entry.key)} saved` });
      onClose();
    },
  });
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        try {
          const value: unknown = JSON.parse(text);
          setProblem(null);
          save.mutate(value);
        } catch {
          setProblem('The value must be JSON, for example 5, "text", true or {"a": 1}.');
        }
      }}
    >
      <TextAreaField
        label={`Value of ${configKeyLabel(entry.key)} (JSON)`}
        value={text}
        onChange={setText}
        rows={6}
        isRequired
      />
      {problem ? <Alert>{problem}</Alert> : null}
      {save.isError ? <Alert title="Could not save">{errorMessage(save.error)}</Alert> : null}
      <div className="form-actions">
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending}>
          Save
        </Button>
      </div>
    </Form>
  );
}

function UseCaseRow({ useCase, config }: { useCase: UseCase; config: ModuleConfig | undefined }) {
  const { api, queryClient } = useServices();
  const toast = useToast();
  const [editing, setEditing] = useState<{ key: string; value: unknown } | null>(null);
  const activate = useMutation({
    mutationFn: async (isActive: boolean) =>
      unwrap(
        await api.PUT('/api/usecase/{usecaseId}', {
          params: { path: { usecaseId: useCase.id } },
          body: { name: useCase.name, groupId: useCase.groupId, isActive, description: useCase.description },
        }),
      ),
    onSuccess: async (saved) => {
      await invalidateTags(queryClient, 'usecases');
      toast({ title: `${labelOfUseCase(saved)} is now ${saved.isActive ? 'active' : 'inactive'}` });
    },
    onError: (error) =>
      toast({
        title: 'Could not change the use case',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const label = labelOfUseCase(useCase);
  return (
    <tr>
      <td>
        <strong>{label}</strong>
        <p className="settings__muted">{useCase.description ?? ''}</p>
      </td>
      <td>
        <Switch
          isSelected={useCase.isActive}
          isDisabled={activate.isPending}
          onChange={(value) => activate.mutate(value)}
        >
          {useCase.isActive ? 'Active' : 'Inactive'}
          <span className="visually-hidden"> {label}</span>
        </Switch>
      </td>
      <td>
        <QuestionCount useCaseId={useCase.id} />
        {useCase.feature === 'DOC-ANL' ? (
          <p>
            <Link href={`/use-cases/${useCase.id}/document-analysis/question-base`}>
              Open the question base
            </Link>
          </p>
        ) : null}
      </td>
      <td>
        {!config || config.entries.length === 0 ? (
          <span className="settings__muted">No configuration keys</span>
        ) : (
          <ul className="settings__keys">
            {config.entries.map((entry) => (
              <li key={entry.key}>
                <span className="settings__key">{configKeyLabel(entry.key)}</span>:{' '}
                <span>{configValueText(entry.value)}</span>{' '}
                <Button
                  variant="quiet"
                  onPress={() => setEditing(entry)}
                  aria-label={`Edit ${configKeyLabel(entry.key)} of ${label}`}
                >
                  Edit
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Modal isDismissable isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
          <Dialog title={`Configure ${label}`}>
            {editing ? (
              <ConfigEditor moduleId={useCase.id} entry={editing} onClose={() => setEditing(null)} />
            ) : null}
          </Dialog>
        </Modal>
      </td>
    </tr>
  );
}

export function UseCasesConfigurationsPage() {
  const $api = useQueryHooks();
  const useCases = $api.useQuery('get', '/api/usecase', {
    params: { query: listQuery({ orderBy: 'name', pageSize: USE_CASES_PAGE_SIZE }) },
  });
  const configs = $api.useQuery('get', '/api/admin/config');
  return (
    <PageFrame
      title="Use cases configurations"
      crumbs={[SETTINGS, { label: 'Use cases configurations', url: '/settings/use-cases-configurations' }]}
    >
      {configs.isError ? (
        <Alert title="Configuration keys could not be loaded">{errorMessage(configs.error)}</Alert>
      ) : null}
      <QueryView query={useCases} label="Loading use cases">
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title="No use cases yet" />
          ) : (
            <div className="data-table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Use case</th>
                    <th scope="col">Activation</th>
                    <th scope="col">Question base</th>
                    <th scope="col">Configuration keys</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((useCase) => (
                    <UseCaseRow
                      key={useCase.id}
                      useCase={useCase}
                      config={configs.data?.find((config) => config.moduleId === useCase.id)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </PageFrame>
  );
}

export function ResetPage() {
  return (
    <PageFrame title="Reset" crumbs={[SETTINGS, { label: 'Reset', url: '/settings/reset' }]}>
      <div className="panel">
        <h2>Reset data</h2>
        <p>
          Return chats, questions, analyses and other demo and analytics data of your workspace to their
          seeded state. Members and configuration stay as they are.
        </p>
        <p>
          <Link href="/settings/reset/reset-data">Review what a reset changes</Link>
        </p>
      </div>
      <div className="panel">
        <h2>Archive</h2>
        <p>Delete old data for good on a schedule you can cancel.</p>
        <p>
          <Link href="/settings/archive">Go to the archive</Link>
        </p>
      </div>
    </PageFrame>
  );
}

type Preview = components['schemas']['DataRemovalPreview'];
type Job = components['schemas']['Job'];

const isPreview = (value: Preview | Job): value is Preview => 'dryRun' in value;

/** The dry run's answer: rows per table that would go, and the total. */
function PreviewTable({ preview, caption }: { preview: Preview; caption: string }) {
  return (
    <table className="data-table settings__counts">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Data</th>
          <th scope="col">Rows</th>
        </tr>
      </thead>
      <tbody>
        {preview.counts.map((count) => (
          <tr key={count.key}>
            <th scope="row">{count.label}</th>
            <td>{count.count}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Total</th>
          <td>{preview.total}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function ResetDataPage() {
  const user = useCurrentUser();
  const { api, queryClient } = useServices();
  const $api = useQueryHooks();
  const tenantId = user.tenantId;
  const useCases = $api.useQuery('get', '/api/usecase', {
    params: { query: listQuery({ orderBy: 'name', pageSize: USE_CASES_PAGE_SIZE }) },
  });
  const [scope, setScope] = useState<string[]>([]);
  const [confirm, setConfirm] = useState('');
  const run = async (body: { dryRun: true } | { confirm: string }) =>
    unwrap(
      scope.length > 0
        ? await api.POST('/api/tenant/{tenantId}/reset/usecase', {
            params: { path: { tenantId } },
            body: { usecaseIds: scope, ...body },
          })
        : await api.POST('/api/tenant/{tenantId}/reset', { params: { path: { tenantId } }, body }),
    );
  // The dry run changes nothing, so it is a query: it reruns whenever the scope changes.
  const preview = useQuery({
    queryKey: ['post', '/api/tenant/{tenantId}/reset', { tenantId, scope, dryRun: true }],
    queryFn: async () => {
      const answer = await run({ dryRun: true });
      if (!isPreview(answer)) throw new Error('The server started a reset instead of previewing it.');
      return answer;
    },
    gcTime: 0,
  });
  const reset = useMutation({
    mutationFn: async () => {
      const answer = await run({ confirm: confirm.trim() });
      if (isPreview(answer))
        throw new Error('The server answered with a preview instead of starting the reset.');
      return answer;
    },
    onSuccess: async () => {
      setConfirm('');
      await invalidateTags(
        queryClient,
        'usecases',
        'questions',
        'chats',
        'document-analyses',
        'anomalies',
        'agents',
      );
      await preview.refetch();
    },
  });
  const expected = preview.data?.confirm ?? user.tenantSlug ?? '';
  const confirmed = expected !== '' && confirm.trim() === expected;

  return (
    <PageFrame
      title="Reset data"
      crumbs={[
        SETTINGS,
        { label: 'Reset', url: '/settings/reset' },
        { label: 'Reset data', url: '/settings/reset/reset-data' },
      ]}
    >
      <div className="panel">
        <h2>Limit the reset to some use cases</h2>
        {useCases.isSuccess && useCases.data.items.length > 0 ? (
          <div className="settings__checks">
            {useCases.data.items.map((useCase) => (
              <Checkbox
                key={useCase.id}
                isSelected={scope.includes(useCase.id)}
                onChange={(on) =>
                  setScope((now) => (on ? [...now, useCase.id] : now.filter((id) => id !== useCase.id)))
                }
              >
                {labelOfUseCase(useCase)}
              </Checkbox>
            ))}
          </div>
        ) : (
          <p className="settings__muted">With no use case chosen, the whole workspace is reset.</p>
        )}
      </div>
      <div className="panel">
        <h2>What the reset deletes (dry run)</h2>
        <p>
          These records of {user.tenantName} are archived, then return to their seeded state. Members and
          configuration stay.
        </p>
        <QueryView query={preview} label="Counting what the reset deletes">
          {(data) => (
            <PreviewTable
              preview={data}
              caption={scope.length > 0 ? `${scope.length} use cases` : 'Whole workspace'}
            />
          )}
        </QueryView>
      </div>
      <Form
        className="panel"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) reset.mutate();
        }}
      >
        <h2>Confirm</h2>
        <TextField
          label={`Type ${expected || 'the workspace short name'} to confirm`}
          description="This cannot be undone."
          value={confirm}
          onChange={setConfirm}
          isRequired
          autoComplete="off"
        />
        {reset.isError ? <Alert title="The reset did not start">{errorMessage(reset.error)}</Alert> : null}
        {reset.isSuccess ? (
          <p role="status">
            Reset {reset.data.status}: job {reset.data.id} ({reset.data.progress}% done).
          </p>
        ) : null}
        <div className="form-actions">
          <Button
            type="submit"
            variant="destructive"
            isDisabled={!confirmed || !preview.isSuccess}
            isPending={reset.isPending}
          >
            {scope.length > 0 ? `Reset ${scope.length} use cases` : 'Reset all data'}
          </Button>
        </div>
      </Form>
    </PageFrame>
  );
}

type PurgeKind = components['schemas']['PurgeTarget']['kind'];
const PURGE_KINDS: { kind: PurgeKind; label: string }[] = [
  { kind: 'chats', label: 'Chats' },
  { kind: 'documents', label: 'Documents' },
  { kind: 'document-analyses', label: 'Document analyses' },
  { kind: 'anomalies', label: 'Anomalies' },
  { kind: 'feedback', label: 'Feedback' },
  { kind: 'notifications', label: 'Notifications' },
];

export function ArchivePage() {
  const user = useCurrentUser();
  const tenantId = user.tenantId;
  const { api } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const purges = useQueryHooks().useQuery('get', '/api/tenant/{tenantId}/purge', {
    params: { path: { tenantId }, query: listQuery({ orderBy: 'scheduledFor:desc' }) },
  });
  const [kinds, setKinds] = useState<PurgeKind[]>([]);
  const [days, setDays] = useState('365');
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState('');
  const refresh = () => invalidateTags(queryClient, 'tenants');
  const purge = async (extra: { dryRun: true } | { confirm: string }) =>
    unwrap(
      await api.POST('/api/tenant/{tenantId}/purge', {
        params: { path: { tenantId } },
        body: {
          targets: kinds.map((kind) => ({ kind, olderThanDays: Number(days) })),
          reason: reason.trim(),
          ...extra,
        },
      }),
    );
  const preview = useMutation({
    mutationFn: async () => {
      const answer = await purge({ dryRun: true });
      if (!('dryRun' in answer)) throw new Error('The server scheduled a purge instead of previewing it.');
      return answer;
    },
  });
  const create = useMutation({
    mutationFn: async () => purge({ confirm: confirm.trim() }),
    onSuccess: async () => {
      setKinds([]);
      setReason('');
      setConfirm('');
      preview.reset();
      await refresh();
      toast({ title: 'Purge scheduled' });
    },
  });
  const cancel = useMutation({
    mutationFn: async (requestId: string) =>
      unwrap(
        await api.DELETE('/api/tenant/{tenantId}/purge/{requestId}', {
          params: { path: { tenantId, requestId } },
        }),
      ),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Purge cancelled' });
    },
    onError: (error) =>
      toast({
        title: 'Could not cancel the purge',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const daysValid = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 3650;
  const ready = kinds.length > 0 && daysValid && reason.trim() !== '';

  return (
    <PageFrame title="Archive" crumbs={[SETTINGS, { label: 'Archive', url: '/settings/archive' }]}>
      <Form
        className="panel"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          if (preview.isSuccess && confirm.trim() === preview.data.confirm) create.mutate();
          else preview.mutate();
        }}
      >
        <h2>Schedule a purge</h2>
        <div className="settings__checks" role="group" aria-label="Data to purge">
          {PURGE_KINDS.map(({ kind, label }) => (
            <Checkbox
              key={kind}
              isSelected={kinds.includes(kind)}
              onChange={(on) => {
                preview.reset();
                setKinds((now) => (on ? [...now, kind] : now.filter((k) => k !== kind)));
              }}
            >
              {label}
            </Checkbox>
          ))}
        </div>
        <div className="form-grid">
          <TextField
            label="Older than (days)"
            inputMode="numeric"
            value={days}
            onChange={(value) => {
              preview.reset();
              setDays(value);
            }}
            isRequired
            isInvalid={!daysValid}
            errorMessage="A whole number of days from 1 to 3650."
          />
          <TextField label="Reason" value={reason} onChange={setReason} isRequired maxLength={1000} />
        </div>
        {preview.isError ? (
          <Alert title="The purge could not be previewed">{errorMessage(preview.error)}</Alert>
        ) : null}
        {preview.isSuccess ? (
          <>
            <PreviewTable preview={preview.data} caption="What the purge deletes now (dry run)" />
            <TextField
              label={`Type ${preview.data.confirm} to confirm`}
              description="Deleted data is archived, then gone for good when the purge runs."
              value={confirm}
              onChange={setConfirm}
              isRequired
              autoComplete="off"
            />
          </>
        ) : null}
        {create.isError ? (
          <Alert title="The purge was not scheduled">{errorMessage(create.error)}</Alert>
        ) : null}
        <div className="form-actions">
          {preview.isSuccess ? (
            <Button
              type="submit"
              variant="destructive"
              isDisabled={!ready || confirm.trim() !== preview.data.confirm}
              isPending={create.isPending}
            >
              Schedule purge
            </Button>
          ) : (
            <Button type="submit" isDisabled={!ready} isPending={preview.isPending}>
              Preview purge
            </Button>
          )}
        </div>
      </Form>
      <QueryView query={purges} label="Loading purges">
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title="No purges scheduled" />
          ) : (
            <div className="data-table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Scheduled for</th>
                    <th scope="col">Data</th>
                    <th scope="col">Status</th>
                    <th scope="col">Reason</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((purge) => (
                    <tr key={purge.id}>
                      <td>{formatDateTime(purge.scheduledFor)}</td>
                      <td>{purge.targets.map((t) => t.kind).join(', ')}</td>
                      <td>
                        <span className="badge">{purge.status}</span>
                      </td>
                      <td>{purge.reason}</td>
                      <td>
                        {purge.status === 'scheduled' ? (
                          <Button
                            variant="secondary"
                            isPending={cancel.isPending && cancel.variables === purge.id}
                            onPress={() => cancel.mutate(purge.id)}
                          >
                            Cancel
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </PageFrame>
  );
}
