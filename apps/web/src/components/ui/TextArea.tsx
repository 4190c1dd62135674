import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  Text as AriaText,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import './TextArea.css';

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'className'> {
  label: string;
  placeholder?: string;
  rows?: number;
  /** Shown next to the label when the field is required (SPEC: 'required asterisk'). */
  showRequiredMark?: boolean;
  /** A hint under the field, announced with it. */
  description?: string;
  className?: string;
}

/** A multi-line text field; `rl-textarea--grow` animates its height in when it first appears. */
export function TextAreaField({
  label,
  placeholder,
  rows = 4,
  showRequiredMark,
  description,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} className={['rl-field', 'rl-textarea', className].filter(Boolean).join(' ')}>
      <AriaLabel className="rl-field__label">
        {label}
        {showRequiredMark ? (
          <span className="rl-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </AriaLabel>
      <AriaTextArea className="rl-textarea__input" placeholder={placeholder} rows={rows} />
      {description ? (
        <AriaText slot="description" className="rl-field__description">
          {description}
        </AriaText>
      ) : null}
      <AriaFieldError className="rl-field__error" />
    </AriaTextField>
  );
}
