import { Outlet } from 'react-router-dom';
import { Header } from './Header.tsx';
import { PageHeaderProvider } from './page-header.tsx';
import { Sidebar } from './Sidebar.tsx';
import './AppShell.css';

export function AppShell() {
  return (
    <PageHeaderProvider>
      <div className="app-shell">
        <Sidebar />
        <div className="app-shell__main">
          <Header />
          <main className="app-shell__content" id="main">
            <Outlet />
          </main>
        </div>
      </div>
    </PageHeaderProvider>
  );
}
