import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQuery, unwrap, type components } from '@ratelens/api';
import { formatDateTime } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { Form } from '../../components/ui/Form.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { invalidateAfter } from '../../app/cache-tags.ts';
import { errorMessage } from '../../app/error-message.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryList } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../app/services.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import './settings.css';
import { SETTINGS } from './settings-crumb.ts';
import { PreviewTable } from './PreviewTable.tsx';
import { ACTIONS_COLUMN, StaticTable } from '../../components/ui/StaticTable.tsx';

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
  const refresh = () => invalidateAfter(queryClient, 'createPurgeRequest', 'cancelPurgeRequest');
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
      <QueryList query={purges} label="Loading purges" empty={<EmptyState title="No purges scheduled" />}>
        {(page) => (
          <StaticTable columns={['Scheduled for', 'Data', 'Status', 'Reason', ACTIONS_COLUMN]}>
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
          </StaticTable>
        )}
      </QueryList>
    </PageFrame>
  );
}
