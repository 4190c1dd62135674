import { Label as AriaLabel, ProgressBar as AriaProgressBar } from 'react-aria-components';
import './ProgressBar.css';

/** A determinate progress bar with a visible label and percentage (or indeterminate without a value). */
export function ProgressBar({ label, value, detail }: { label: string; value?: number; detail?: string }) {
  return (
    <AriaProgressBar
      className="rl-progress"
      value={value ?? 0}
      isIndeterminate={value === undefined}
      valueLabel={detail ? `${value ?? 0}% (${detail})` : undefined}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className="rl-progress__head">
            <AriaLabel className="rl-progress__label">{label}</AriaLabel>
            <span className="rl-progress__value">{isIndeterminate ? 'Working…' : valueText}</span>
          </div>
          <div className="rl-progress__track">
            <div
              className={`rl-progress__fill ${isIndeterminate ? 'rl-progress__fill--indeterminate' : ''}`}
              style={{ width: isIndeterminate ? '40%' : `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
