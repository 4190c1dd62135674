import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '../components/ui/Breadcrumbs.tsx';
import { usePageBreadcrumbs } from './page-header.tsx';
import './PageFrame.css';

export interface PageFrameProps {
  title: string;
  /** Breadcrumbs after 'Home'; the last one is the current page. */
  crumbs: BreadcrumbItem[];
  crumbsLoading?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The common page body: breadcrumbs in the header, a title row with optional actions, the content. */
export function PageFrame({ title, crumbs, crumbsLoading, description, actions, children }: PageFrameProps) {
  usePageBreadcrumbs(crumbs, crumbsLoading);
  return (
    <div className="page-frame">
      <div className="page-frame__head">
        <div>
          <h1 className="page-title">{title}</h1>
          {description ? <p className="page-frame__description">{description}</p> : null}
        </div>
        {actions ? <div className="page-frame__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A clear "nothing here yet" panel. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
