import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/routes.tsx';
import { createServices, ServicesProvider } from './app/services.tsx';
import { whenIdTokenGood } from '@ratelens/machines';
import { prefetchDashboard } from './features/dashboard/dashboard-queries.ts';
import './styles/global.css';

const services = createServices({ storage: window.sessionStorage, origin: window.location.origin });
// The dashboard is the landing page: its first calls leave now, beside the download of its chunks
// (bench/page.mjs), once the session holds a good id token (without a session the guard sends the
// visitor to /signin). With an expired one the prefetch waits for the app's own start to refresh it (or
// to adopt tokens another tab refreshed meanwhile): sending calls with it from here would spend this
// tab's refresh token a second time.
let prefetching = false;
if (window.location.pathname === '/')
  whenIdTokenGood(services.session, () => {
    if (window.location.pathname !== '/') return;
    prefetchDashboard(services);
    prefetching = true;
  });

function start() {
  const router = createAppRouter();
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
}

// With the prefetch under way the app starts one task later: its calls then reach the browser's six
// connections to the server before the route chunks the router asks for at once.
if (prefetching) setTimeout(start, 0);
else start();
