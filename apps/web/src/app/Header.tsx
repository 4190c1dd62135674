import { useNavigation } from 'react-router-dom';
import { Breadcrumbs, type BreadcrumbItem } from '../components/ui/Breadcrumbs.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { FeedbackButton } from './FeedbackDialog.tsx';
import { NotificationsButton } from './NotificationsButton.tsx';
import { useCurrentBreadcrumbs } from './page-header.tsx';
import './Header.css';

const HOME: BreadcrumbItem = { label: 'Home', url: '/' };

export function Header() {
  const crumbs = useCurrentBreadcrumbs();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' || !crumbs || crumbs.loading;

  return (
    <header className="header">
      <div className="header__crumbs">
        {loading ? (
          <Spinner size="medium" label="Loading page" />
        ) : (
          <Breadcrumbs items={[HOME, ...crumbs.items]} />
        )}
      </div>
      <div className="header__actions">
        <NotificationsButton />
        <FeedbackButton />
      </div>
    </header>
  );
}
