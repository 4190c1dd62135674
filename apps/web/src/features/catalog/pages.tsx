import { useParams } from 'react-router-dom';
import {
  filter,
  USE_CASE_DISPLAY_NAMES,
  USE_CASES_PAGE_SIZE,
  useCaseKeyById as findUseCaseKey,
} from '@ratelens/domain';
import { listQuery, type components } from '@ratelens/api';
import { Link } from '../../components/ui/Link.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks } from '../../app/services.tsx';

type UseCase = components['schemas']['UseCase'];

/** SPEC §1 display names win over stored names for the fixed use cases. */
export function labelOfUseCase(useCase: Pick<UseCase, 'id' | 'name'>): string {
  const key = findUseCaseKey(useCase.id);
  return key ? USE_CASE_DISPLAY_NAMES[key] : useCase.name;
}

function useGroup(groupId: string) {
  return useQueryHooks().useQuery('get', '/api/group/{id}', { params: { path: { id: groupId } } });
}

function useUseCase(useCaseId: string) {
  return useQueryHooks().useQuery('get', '/api/usecase/{usecaseId}', {
    params: { path: { usecaseId: useCaseId } },
  });
}

function UseCaseTable({ items }: { items: readonly UseCase[] }) {
  if (items.length === 0) {
    return (
      <EmptyState title="No use cases yet">
        Use cases appear here once they are set up for your workspace.
      </EmptyState>
    );
  }
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Use case</th>
            <th scope="col">Description</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {items.map((useCase) => (
            <tr key={useCase.id}>
              <td>
                <Link href={`/use-cases/${useCase.id}`}>{labelOfUseCase(useCase)}</Link>
              </td>
              <td>{useCase.description ?? ''}</td>
              <td>
                <span className={`badge ${useCase.isActive ? 'badge--ok' : 'badge--off'}`}>
                  {useCase.isActive ? 'Active' : 'Inactive'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function GroupsPage() {
  const groups = useQueryHooks().useQuery('get', '/api/group', {
    params: { query: listQuery({ orderBy: 'name', pageSize: 100 }) },
  });
  return (
    <PageFrame title="Groups" crumbs={[{ label: 'Groups', url: '/groups' }]}>
      <QueryView query={groups} label="Loading groups">
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title="No groups yet" />
          ) : (
            <ul className="card-list">
              {page.items.map((group) => (
                <li key={group.id} className="panel">
                  <h2>
                    <Link href={`/groups/${group.id}/use-cases`}>{group.name}</Link>
                  </h2>
                  <p>{group.description ?? ''}</p>
                  <p className="badge">{group.usecaseCount} use cases</p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </PageFrame>
  );
}

export function GroupPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
  const name = group.data?.name ?? 'Group';
  return (
    <PageFrame
      title={name}
      crumbs={[
        { label: 'Groups', url: '/groups' },
        { label: name, url: `/groups/${groupId}` },
      ]}
      crumbsLoading={group.isPending}
    >
      <QueryView query={group} label="Loading the group">
        {(data) => (
          <div className="panel">
            <p>{data.description ?? 'No description.'}</p>
            <p>
              <Link href={`/groups/${groupId}/use-cases`}>See its {data.usecaseCount} use cases</Link>
            </p>
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}

export function GroupUseCasesPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
  const useCases = useQueryHooks().useQuery('get', '/api/usecase', {
    params: {
      query: listQuery({
        filter: filter().where('groupId', 'eq', groupId).and().where('isActive', 'eq', true),
        orderBy: 'name',
        pageSize: USE_CASES_PAGE_SIZE,
      }),
    },
  });
  const title = `${group.data?.name ?? 'Group'} Use Cases`;
  return (
    <PageFrame
      title={title}
      crumbs={[{ label: title, url: `/groups/${groupId}/use-cases` }]}
      crumbsLoading={group.isPending}
    >
      <QueryView query={useCases} label="Loading use cases">
        {(page) => <UseCaseTable items={page.items} />}
      </QueryView>
    </PageFrame>
  );
}

export function UseCasesPage() {
  const useCases = useQueryHooks().useQuery('get', '/api/usecase', {
    params: { query: listQuery({ orderBy: 'name', pageSize: USE_CASES_PAGE_SIZE }) },
  });
  return (
    <PageFrame title="Use cases" crumbs={[{ label: 'Use cases', url: '/use-cases' }]}>
      <QueryView query={useCases} label="Loading use cases">
        {(page) => <UseCaseTable items={page.items} />}
      </QueryView>
    </PageFrame>
  );
}

/** Breadcrumbs shared by everything under a use case: '<group> Use Cases', then the use case. */
export function useUseCaseCrumbs(useCaseId: string) {
  const useCase = useUseCase(useCaseId);
  const group = useQueryHooks().useQuery(
    'get',
    '/api/group/{id}',
    { params: { path: { id: useCase.data?.groupId ?? '' } } },
    { enabled: Boolean(useCase.data?.groupId) },
  );
  const label = useCase.data ? labelOfUseCase(useCase.data) : 'Use case';
  const crumbs = [
    ...(group.data
      ? [{ label: `${group.data.name} Use Cases`, url: `/groups/${group.data.id}/use-cases` }]
      : []),
    { label, url: `/use-cases/${useCaseId}` },
  ];
  return { useCase, label, crumbs, loading: useCase.isPending || (Boolean(useCase.data) && group.isPending) };
}

export function UseCasePage() {
  const { useCaseId = '' } = useParams();
  const { useCase, label, crumbs, loading } = useUseCaseCrumbs(useCaseId);
  return (
    <PageFrame title={label} crumbs={crumbs} crumbsLoading={loading}>
      <QueryView query={useCase} label="Loading the use case">
        {(data) => (
          <div className="panel">
            <p>{data.description ?? 'No description.'}</p>
            <EmptyState title="Models and assistants of this use case arrive in a later release">
              Its models, reports and assistants will be listed here.
            </EmptyState>
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}

export function ModelPage() {
  const { useCaseId = '', modelId = '' } = useParams();
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const model = useQueryHooks().useQuery('get', '/api/model/{id}', { params: { path: { id: modelId } } });
  const name = model.data?.name ?? 'Model';
  return (
    <PageFrame
      title={name}
      crumbs={[...crumbs, { label: name, url: `/use-cases/${useCaseId}/models/${modelId}` }]}
      crumbsLoading={loading || model.isPending}
    >
      <QueryView query={model} label="Loading the model">
        {(data) => (
          <EmptyState title="Model reports will become available as and when they are ready">
            {data.description ?? ''}
          </EmptyState>
        )}
      </QueryView>
    </PageFrame>
  );
}

export function ModelReportPage() {
  const { useCaseId = '', modelId = '' } = useParams();
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const model = useQueryHooks().useQuery('get', '/api/model/{id}', { params: { path: { id: modelId } } });
  const name = model.data?.name ?? 'Model';
  return (
    <PageFrame
      title={name}
      crumbs={[
        ...crumbs,
        { label: name, url: `/use-cases/${useCaseId}/models/${modelId}` },
        { label: 'Overall Reports' },
      ]}
      crumbsLoading={loading || model.isPending}
    >
      <EmptyState title="Model reports will become available as and when they are ready" />
    </PageFrame>
  );
}
