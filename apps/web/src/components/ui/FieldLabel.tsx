import { Label as AriaLabel, Text as AriaText } from 'react-aria-components';

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

/** A field's help line under it, linked to the field as its description; nothing without one. */
export function FieldDescription({ description }: { description?: string }) {
  return description ? (
    <AriaText slot="description" className="rl-field__description">
      {description}
    </AriaText>
  ) : null;
}
