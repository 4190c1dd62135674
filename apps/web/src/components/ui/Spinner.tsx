import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import './Spinner.css';

export interface SpinnerProps {
  /** Announced to assistive technology; the spinner has no visible text. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <AriaProgressBar isIndeterminate aria-label={label} className={`rl-spinner rl-spinner--${size}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle className="rl-spinner__track" cx="12" cy="12" r="9" />
        <circle className="rl-spinner__arc" cx="12" cy="12" r="9" />
      </svg>
    </AriaProgressBar>
  );
}

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="rl-full-page-spinner">
      <Spinner size="large" label={label} />
    </div>
  );
}
