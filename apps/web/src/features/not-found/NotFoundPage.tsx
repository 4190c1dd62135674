import { useLocation } from 'react-router-dom';
import { Link } from '../../components/ui/Link.tsx';
import { usePageBreadcrumbs } from '../../app/page-header.tsx';
import './NotFoundPage.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageBreadcrumbs([{ label: 'Page not found', url: pathname }]);
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <Link href="/">Go to the dashboard</Link>
      </p>
    </div>
  );
}
