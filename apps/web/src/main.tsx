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
// (bench/page.mjs). Only with a session: without one the guard sends the visitor to /signin.
if (window.location.pathname === '/' && services.session.getSnapshot().hasTag('authenticated'))
  prefetchDashboard(services);

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
