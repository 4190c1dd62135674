import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { listQuery, unwrap, type components } from '@ratelens/api';
import { USE_CASES_PAGE_SIZE } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Form } from '../../components/ui/Form.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Switch } from '../../components/ui/Switch.tsx';
import { TextAreaField } from '../../components/ui/TextArea.tsx';
import { invalidateAfter } from '../../app/cache-tags.ts';
import { errorMessage } from '../../app/error-message.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryList } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../app/services.tsx';
import { labelOfUseCase } from '../catalog/pages.tsx';
import { configKeyLabel, configValueText } from './config-labels.ts';
import './settings.css';
import { SETTINGS } from './settings-crumb.ts';
import { StaticTable } from '../../components/ui/StaticTable.tsx';

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
      await invalidateAfter(queryClient, 'updateModuleConfig');
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
      await invalidateAfter(queryClient, 'updateUsecase');
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
      <QueryList query={useCases} label="Loading use cases" empty={<EmptyState title="No use cases yet" />}>
        {(page) => (
          <StaticTable columns={['Use case', 'Activation', 'Question base', 'Configuration keys']}>
            {page.items.map((useCase) => (
              <UseCaseRow
                key={useCase.id}
                useCase={useCase}
                config={configs.data?.find((config) => config.moduleId === useCase.id)}
              />
            ))}
          </StaticTable>
        )}
      </QueryList>
    </PageFrame>
  );
}
