import {
  FieldError as AriaFieldError,
  Input as AriaInput,
  Label as AriaLabel,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription } from './FieldLabel.tsx';
import './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={['rl-field', className].filter(Boolean).join(' ')}>
      <AriaLabel className="rl-field__label">{label}</AriaLabel>
      <AriaInput className="rl-field__input" placeholder={placeholder} />
      <FieldDescription description={description} />
      {/* The slot keeps its height when the message comes and goes (validation runs on blur), so the
          button below never moves between a pointer's press and release and swallows the click. */}
      <div className="rl-field__error-slot">
        <AriaFieldError className="rl-field__error">{errorMessage}</AriaFieldError>
      </div>
    </AriaTextField>
  );
}
