import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Header } from './Header.tsx';
import { PageHeaderProvider } from './page-header.tsx';
import { Sidebar } from './Sidebar.tsx';
import './AppShell.css';

export function AppShell() {
  const location = useLocation();
  return (
    <PageHeaderProvider>
      <div className="app-shell">
        <Sidebar />
        <div className="app-shell__main">
          <Header />
          <main className="app-shell__content" id="main">
            <ErrorBoundary resetKey={location.key}>
              <Outlet />
            </ErrorBoundary>
          </main>
        </div>
      </div>
    </PageHeaderProvider>
  );
}
