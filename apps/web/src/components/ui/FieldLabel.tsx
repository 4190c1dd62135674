import { Label as AriaLabel } from 'react-aria-components';

/** A field's visible label, with the '*' of a required field hidden from screen readers (they hear 'required'). */
export function FieldLabel({ label, showRequiredMark }: { label: string; showRequiredMark?: boolean }) {
  return (
    <AriaLabel className="rl-field__label">
      {label}
      {showRequiredMark ? (
        <span className="rl-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}
