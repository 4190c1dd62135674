import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/routes.tsx';
import { createServices, ServicesProvider } from './app/services.tsx';
import { prefetchDashboard } from './features/dashboard/dashboard-queries.ts';
import './styles/global.css';

const services = createServices({ storage: window.sessionStorage, origin: window.location.origin });
const router = createAppRouter();
// The dashboard is the landing page: its first calls leave now, beside the download of its chunks
// (bench/page.mjs). Only with a session whose id token is still good: without one the guard sends the
// visitor to /signin, and an expired one is left to the app's own start, which first adopts tokens another
// tab may have refreshed meanwhile instead of spending this tab's refresh token from here.
const session = services.session.getSnapshot();
if (
  window.location.pathname === '/' &&
  session.hasTag('authenticated') &&
  idTokenGood(session.context.id_token)
)
  prefetchDashboard(services);

/** Whether a JWT's `exp` (read, not verified: the server verifies) is more than ten seconds away. */
function idTokenGood(token: string): boolean {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload)) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 > Date.now() + 10_000;
  } catch {
    return false;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Ratelens into');

createRoot(container).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServicesProvider>
  </StrictMode>,
);
