import {
  FieldError as AriaFieldError,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import './TextArea.css';
import { FieldDescription, FieldLabel } from './FieldLabel.tsx';

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
      <FieldLabel label={label} showRequiredMark={showRequiredMark} />
      <AriaTextArea className="rl-textarea__input" placeholder={placeholder} rows={rows} />
      <FieldDescription description={description} />
      <AriaFieldError className="rl-field__error" />
    </AriaTextField>
  );
}
