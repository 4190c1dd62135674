import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner.tsx';
import { RequireAdmin, RequireFeature, RequireSystemAdmin } from './guards.tsx';
import { PublicOnlyLayout } from './PublicOnlyLayout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

/** A route whose screen is its own chunk, loaded when the route is first visited. */
function page<M>(
  path: string | undefined,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  const lazy = async () => ({ Component: pick(await load()) });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/** SPEC §2 chat chain: /{chatId}, /messages/{messageId}, /approach/{approachType}, /citations/{citationId}. */
function chatChain<M>(
  base: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject[] {
  return [
    base,
    `${base}/:chatId`,
    `${base}/:chatId/messages/:messageId`,
    `${base}/:chatId/messages/:messageId/approach/:approachType`,
    `${base}/:chatId/messages/:messageId/approach/:approachType/citations/:citationId`,
  ].map((path) => page(path, load, pick));
}

const catalog = () => import('../features/catalog/pages.tsx');
const anomalies = () => import('../features/anomalies/pages.tsx');
const documents = () => import('../features/document-analysis/pages.tsx');
const assistant = () => import('../features/assistant/pages.tsx');
const portfolio = () => import('../features/portfolio/pages.tsx');
const users = () => import('../features/settings/user-management/UserManagementPage.tsx');
const reference = () => import('../features/api-reference/ApiReferencePage.tsx');
const aiActivity = () => import('../features/ai-activity/pages.tsx');

/** The account e-mails of the server link to /activate; the SPEC page for it is /account-access. */
function ActivateRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/account-access${search}`} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicOnlyLayout />,
        children: [
          page(
            'signin',
            () => import('../features/auth/SignInPage.tsx'),
            (m) => m.SignInPage,
          ),
          page(
            'verify',
            () => import('../features/auth/VerifyPage.tsx'),
            (m) => m.VerifyPage,
          ),
          page(
            'sso',
            () => import('../features/auth/SsoPage.tsx'),
            (m) => m.SsoPage,
          ),
          page(
            'account-access',
            () => import('../features/auth/AccountAccessPage.tsx'),
            (m) => m.AccountAccessPage,
          ),
        ],
      },
      { path: 'activate', element: <ActivateRedirect /> },
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in shell (sidebar, header, menus, feedback dialog) is its own chunk, so the public
            // pages do not download it.
            lazy: async () => ({ Component: (await import('./AppShell.tsx')).AppShell }),
            children: [
              page(
                undefined,
                () => import('../features/dashboard/DashboardPage.tsx'),
                (m) => m.DashboardPage,
              ),
              page('scalar', reference, (m) => m.ApiReferencePage),
              page('scalar-v0', reference, (m) => m.ApiReferencePage),

              page('groups', catalog, (m) => m.GroupsPage),
              page('groups/:groupId', catalog, (m) => m.GroupPage),
              page('groups/:groupId/use-cases', catalog, (m) => m.GroupUseCasesPage),
              page('use-cases', catalog, (m) => m.UseCasesPage),
              page('use-cases/:useCaseId', catalog, (m) => m.UseCasePage),
              page('use-cases/:useCaseId/models/:modelId', catalog, (m) => m.ModelPage),
              page(
                'use-cases/:useCaseId/models/:modelId/reports/:reportId/:subReportId',
                catalog,
                (m) => m.ModelReportPage,
              ),

              {
                element: <RequireFeature feature="ANM-DSH" />,
                children: [
                  page('anomalies', anomalies, (m) => m.AnomaliesPage),
                  page('anomalies/:anomalyId', anomalies, (m) => m.AnomalyPage),
                ],
              },
              {
                element: <RequireFeature feature="DOC-ANL" />,
                children: [
                  page('use-cases/:useCaseId/document-analysis', documents, (m) => m.DocumentAnalysisPage),
                  page(
                    'use-cases/:useCaseId/document-analysis/history',
                    documents,
                    (m) => m.DocumentAnalysisHistoryPage,
                  ),
                  page(
                    'use-cases/:useCaseId/document-analysis/question-base',
                    documents,
                    (m) => m.QuestionBasePage,
                  ),
                  page(
                    'use-cases/:useCaseId/document-analysis/:documentAnalysisId',
                    documents,
                    (m) => m.DocumentAnalysisDetailPage,
                  ),
                ],
              },
              {
                element: <RequireFeature feature="COM-AST" />,
                children: chatChain(
                  'use-cases/:useCaseId/ai-assistance',
                  assistant,
                  (m) => m.AiAssistancePage,
                ),
              },
              page('citations/:citationId', assistant, (m) => m.CitationDeepLinkPage),
              {
                element: <RequireAdmin />,
                children: chatChain(
                  'use-cases/:useCaseId/user-chat-session/:encodedUserEmail',
                  assistant,
                  (m) => m.UserChatSessionPage,
                ),
              },
              {
                // The assistant's activity and evaluation set, per use case (administrators).
                element: <RequireAdmin />,
                children: [
                  page('use-cases/:useCaseId/ai-activity', aiActivity, (m) => m.AiActivityPage),
                  page('use-cases/:useCaseId/down-voted-answers', aiActivity, (m) => m.DownVotedAnswersPage),
                ],
              },
              {
                element: <RequireFeature feature="PRF-ANL" />,
                children: [
                  page('portfolio-outliers', portfolio, (m) => m.PortfolioOutliersPage),
                  page('portfolio-outliers/:useCaseId', portfolio, (m) => m.PortfolioOutliersUseCasePage),
                  page('portfolio-outliers/:useCaseId/:anomalyId', portfolio, (m) => m.PortfolioOutlierPage),
                ],
              },
              {
                element: <RequireFeature feature="PRF-AST" />,
                children: [
                  page(
                    'use-cases/:useCaseId/portfolio-assistant',
                    assistant,
                    (m) => m.PortfolioAssistantPage,
                  ),
                  page(
                    'use-cases/:useCaseId/portfolio-assistant/:chatId',
                    assistant,
                    (m) => m.PortfolioAssistantPage,
                  ),
                ],
              },

              page(
                'settings',
                () => import('../features/settings/SettingsIndexPage.tsx'),
                (m) => m.SettingsIndexPage,
              ),
              page(
                'settings/notifications',
                () => import('../features/notifications/SubscriptionsPage.tsx'),
                (m) => m.SubscriptionsPage,
              ),
              page(
                'settings/profile',
                () => import('../features/settings/ProfilePage.tsx'),
                (m) => m.ProfilePage,
              ),
              {
                element: <RequireAdmin />,
                children: [
                  page('settings/user-management', users, (m) => m.UserManagementPage),
                  page(
                    'settings/feature-configurations',
                    () => import('../features/settings/FeatureConfigurationsPage.tsx'),
                    (m) => m.FeatureConfigurationsPage,
                  ),
                  page(
                    'settings/use-cases-configurations',
                    () => import('../features/settings/UseCasesConfigurationsPage.tsx'),
                    (m) => m.UseCasesConfigurationsPage,
                  ),
                  page(
                    'settings/reset',
                    () => import('../features/settings/ResetPage.tsx'),
                    (m) => m.ResetPage,
                  ),
                  page(
                    'settings/reset/reset-data',
                    () => import('../features/settings/ResetDataPage.tsx'),
                    (m) => m.ResetDataPage,
                  ),
                  page(
                    'settings/archive',
                    () => import('../features/settings/ArchivePage.tsx'),
                    (m) => m.ArchivePage,
                  ),
                  page(
                    'settings/data-ingestion',
                    () => import('../features/settings/DataIngestionPage.tsx'),
                    (m) => m.DataIngestionPage,
                  ),
                ],
              },
              {
                element: <RequireSystemAdmin />,
                children: [
                  page(
                    'settings/tenant-configurations',
                    () => import('../features/settings/tenants/TenantListPage.tsx'),
                    (m) => m.TenantListPage,
                  ),
                  page(
                    'settings/tenant-configurations/new',
                    () => import('../features/settings/tenants/TenantNewPage.tsx'),
                    (m) => m.TenantNewPage,
                  ),
                  page(
                    'settings/tenant-configurations/:tenantId',
                    () => import('../features/settings/tenants/TenantDetailPage.tsx'),
                    (m) => m.TenantDetailPage,
                  ),
                ],
              },

              page(
                '*',
                () => import('../features/not-found/NotFoundPage.tsx'),
                (m) => m.NotFoundPage,
              ),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
