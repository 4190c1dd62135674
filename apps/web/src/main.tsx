import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/routes.tsx';
import { createServices, ServicesProvider } from './app/services.tsx';
import './styles/global.css';

const services = createServices({ storage: window.sessionStorage, origin: window.location.origin });
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
