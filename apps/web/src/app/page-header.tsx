import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { BreadcrumbItem } from '../components/ui/Breadcrumbs.tsx';

interface PageHeaderState {
  pathname: string;
  items: BreadcrumbItem[];
  loading: boolean;
}

interface PageHeaderContextValue {
  state: PageHeaderState | null;
  setState: (state: PageHeaderState) => void;
}

const PageHeaderContext = createContext<PageHeaderContextValue | null>(null);

export function PageHeaderProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PageHeaderState | null>(null);
  const value = useMemo(() => ({ state, setState }), [state]);
  return <PageHeaderContext.Provider value={value}>{children}</PageHeaderContext.Provider>;
}

/**
 * One crumb per place: where two neighbours carry the same label (the Document Analysis use case and
 * its Document Analysis page, a chat and its title), only the later, more specific one stays.
 */
export function singleCrumbs(items: BreadcrumbItem[]): BreadcrumbItem[] {
  return items.filter(
    (item, i) => items[i + 1]?.label.trim().toLowerCase() !== item.label.trim().toLowerCase(),
  );
}

/**
 * A page declares its breadcrumbs (after 'Home'); `loading` swaps them for a spinner while the
 * labels (for example a use case name) are still being fetched.
 */
export function usePageBreadcrumbs(items: BreadcrumbItem[], loading = false): void {
  const context = useContext(PageHeaderContext);
  const { pathname } = useLocation();
  const key = JSON.stringify(singleCrumbs(items));
  const setState = context?.setState;
  useEffect(() => {
    setState?.({ pathname, items: JSON.parse(key) as BreadcrumbItem[], loading });
  }, [setState, pathname, key, loading]);
}

/** The breadcrumbs of the current page, or null when the page has not declared them yet. */
export function useCurrentBreadcrumbs(): { items: BreadcrumbItem[]; loading: boolean } | null {
  const context = useContext(PageHeaderContext);
  const { pathname } = useLocation();
  const state = context?.state;
  // Crumbs left behind by the previous page must not show on the next one.
  if (!state || state.pathname !== pathname) return null;
  return { items: state.items, loading: state.loading };
}
