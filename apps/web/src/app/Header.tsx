import { useNavigation } from 'react-router-dom';
import { Breadcrumbs, type BreadcrumbItem } from '../components/ui/Breadcrumbs.tsx';
import { Button } from '../components/ui/Button.tsx';
import { Dialog, DialogTrigger } from '../components/ui/Dialog.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { FeedbackIcon } from '../components/icons/icons.tsx';
import { useCurrentBreadcrumbs } from './page-header.tsx';
import './Header.css';

const HOME: BreadcrumbItem = { label: 'Home', url: '/' };

function FeedbackButton() {
  // TODO: the feedback form (type select, message, Send Feedback) replaces this placeholder dialog.
  return (
    <DialogTrigger>
      <Button variant="icon" aria-label="Share your Feedback">
        <FeedbackIcon />
      </Button>
      <Modal isDismissable>
        <Dialog title="Share your Feedback">
          {({ close }) => (
            <>
              <p>
                Sending feedback from here is coming soon. Thank you for wanting to help us improve Ratelens.
              </p>
              <div className="header__dialog-actions">
                <Button variant="secondary" onPress={close}>
                  Close
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

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
        <FeedbackButton />
      </div>
    </header>
  );
}
