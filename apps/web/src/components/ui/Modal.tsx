import {
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
  type ModalOverlayProps as AriaModalOverlayProps,
} from 'react-aria-components';
import './Modal.css';

export function Modal({
  className,
  children,
  ...props
}: Omit<AriaModalOverlayProps, 'className'> & { className?: string }) {
  return (
    <AriaModalOverlay {...props} className="rl-modal-overlay">
      <AriaModal className={['rl-modal', className].filter(Boolean).join(' ')}>{children}</AriaModal>
    </AriaModalOverlay>
  );
}
