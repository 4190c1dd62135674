import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { chartCollectionVariables, createGraphqlClient, type GraphqlClient } from '@ratelens/api';
import { useApi } from '../../app/services.tsx';

/** The GraphQL client over the app's REST client: same Bearer header, same shared 401 refresh. */
export function useGraphql(): GraphqlClient {
  const api = useApi();
  return useMemo(() => createGraphqlClient({ api }), [api]);
}

export const graphqlKeys = {
  useCase: (id: string) => ['graphql', 'UseCaseById', id] as const,
  model: (id: string) => ['graphql', 'ModelById', id] as const,
  reports: (modelId: string) => ['graphql', 'ModelReports', modelId] as const,
  subReports: (modelId: string, reportId: string) =>
    ['graphql', 'ModelSubReports', modelId, reportId] as const,
  chartCollection: (modelId: string, reportId: string, reportType: string) =>
    ['graphql', 'ChartCollection', modelId, reportId, reportType] as const,
};

/** The named queries of the model report screen (SPEC §7). */
export function useModelReportQueries(modelId: string, useCaseId: string, reportId: string) {
  const gql = useGraphql();
  const useCase = useQuery({
    queryKey: graphqlKeys.useCase(useCaseId),
    queryFn: ({ signal }) => gql.useCaseById(useCaseId, { signal }),
  });
  const model = useQuery({
    queryKey: graphqlKeys.model(modelId),
    queryFn: ({ signal }) => gql.modelById(modelId, { signal }),
  });
  const reports = useQuery({
    queryKey: graphqlKeys.reports(modelId),
    queryFn: ({ signal }) => gql.modelReports(modelId, { signal }),
  });
  const subReports = useQuery({
    queryKey: graphqlKeys.subReports(modelId, reportId),
    queryFn: ({ signal }) => gql.modelSubReports(modelId, reportId, { signal }),
    enabled: reportId !== '',
  });
  return { gql, useCase, model, reports, subReports };
}

/** SPEC §7: the chart collection is asked for only once model, report and sub-report key are all known. */
export function useChartCollection(
  modelId: string,
  reportId: string | undefined,
  reportType: string | undefined,
) {
  const gql = useGraphql();
  const variables = chartCollectionVariables({ modelId, reportId, reportType });
  return useQuery({
    queryKey: graphqlKeys.chartCollection(modelId, reportId ?? '', reportType ?? ''),
    queryFn: ({ signal }) => {
      if (!variables) throw new Error('The chart collection needs a model, a report and a sub-report');
      return gql.chartCollection(variables, { signal });
    },
    enabled: variables !== null,
  });
}
