import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner.tsx';
import { AppShell } from './AppShell.tsx';
import { PublicOnlyLayout } from './PublicOnlyLayout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

// Each screen is its own chunk, so /signin does not download the dashboard and vice versa.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicOnlyLayout />,
        children: [
          {
            path: 'signin',
            lazy: async () => ({ Component: (await import('../features/auth/SignInPage.tsx')).SignInPage }),
          },
          {
            path: 'verify',
            lazy: async () => ({ Component: (await import('../features/auth/VerifyPage.tsx')).VerifyPage }),
          },
          {
            path: 'sso',
            lazy: async () => ({ Component: (await import('../features/auth/SsoPage.tsx')).SsoPage }),
          },
          {
            path: 'account-access',
            lazy: async () => ({
              Component: (await import('../features/auth/AccountAccessPage.tsx')).AccountAccessPage,
            }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/DashboardPage.tsx')).DashboardPage,
                }),
              },
              {
                path: 'settings/profile',
                lazy: async () => ({
                  Component: (await import('../features/settings/ProfilePage.tsx')).ProfilePage,
                }),
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('../features/not-found/NotFoundPage.tsx')).NotFoundPage,
                }),
              },
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
