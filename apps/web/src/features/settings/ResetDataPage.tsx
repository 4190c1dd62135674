import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { listQuery, unwrap } from '@ratelens/api';
import { USE_CASES_PAGE_SIZE } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { Form } from '../../components/ui/Form.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { invalidateAfter } from '../../app/cache-tags.ts';
import { errorMessage } from '../../app/error-message.ts';
import { PageFrame } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices } from '../../app/services.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import { labelOfUseCase } from '../catalog/pages.tsx';
import './settings.css';
import { SETTINGS } from './settings-crumb.ts';
import { isPreview, PreviewTable } from './PreviewTable.tsx';

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
      await invalidateAfter(queryClient, 'resetTenant', 'resetTenantUsecases');
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
