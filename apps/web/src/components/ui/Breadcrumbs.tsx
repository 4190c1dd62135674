import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
} from 'react-aria-components';
import './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  url?: string;
}

/** The last item is plain text (the current page); every other item with a url is a link. */
export function Breadcrumbs({
  items,
  label = 'Breadcrumbs',
}: {
  items: readonly BreadcrumbItem[];
  label?: string;
}) {
  return (
    <nav aria-label={label} className="rl-breadcrumbs-nav">
      <AriaBreadcrumbs className="rl-breadcrumbs">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <AriaBreadcrumb key={`${index}-${item.label}`} id={index} className="rl-breadcrumbs__item">
              {isLast || !item.url ? (
                <span className="rl-breadcrumbs__current" aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <AriaLink href={item.url} className="rl-breadcrumbs__link">
                  {item.label}
                </AriaLink>
              )}
            </AriaBreadcrumb>
          );
        })}
      </AriaBreadcrumbs>
    </nav>
  );
}
