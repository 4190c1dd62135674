import { USE_CASE_DISPLAY_NAMES, useCaseKeyById as findUseCaseKey } from '@ratelens/domain';
import type { components } from '@ratelens/api';
import type { BreadcrumbItem } from '../../components/ui/Breadcrumbs.tsx';
import { useQueryHooks } from '../../app/services.tsx';

type UseCase = components['schemas']['UseCase'];

/** SPEC §1 display names win over stored names for the fixed use cases. */
export function labelOfUseCase(useCase: Pick<UseCase, 'id' | 'name'>): string {
  const key = findUseCaseKey(useCase.id);
  return key ? USE_CASE_DISPLAY_NAMES[key] : useCase.name;
}

export function useUseCase(useCaseId: string) {
  return useQueryHooks().useQuery(
    'get',
    '/api/usecase/{usecaseId}',
    { params: { path: { usecaseId: useCaseId } } },
    { enabled: useCaseId !== '' },
  );
}

export function useGroup(groupId: string | undefined) {
  return useQueryHooks().useQuery(
    'get',
    '/api/group/{id}',
    { params: { path: { id: groupId ?? '' } } },
    { enabled: Boolean(groupId) },
  );
}

/** Breadcrumbs shared by everything under a use case: '<group> Use Cases', then the use case. */
export function useUseCaseCrumbs(useCaseId: string): {
  useCase: ReturnType<typeof useUseCase>;
  label: string;
  crumbs: BreadcrumbItem[];
  loading: boolean;
} {
  const useCase = useUseCase(useCaseId);
  const group = useGroup(useCase.data?.groupId);
  const label = useCase.data ? labelOfUseCase(useCase.data) : 'Use case';
  const crumbs = [
    ...(group.data
      ? [{ label: `${group.data.name} Use Cases`, url: `/groups/${group.data.id}/use-cases` }]
      : []),
    { label, url: `/use-cases/${useCaseId}` },
  ];
  return { useCase, label, crumbs, loading: useCase.isPending || (Boolean(useCase.data) && group.isPending) };
}
