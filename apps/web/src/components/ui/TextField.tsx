import {
  FieldError as AriaFieldError,
  Input as AriaInput,
  Label as AriaLabel,
  Text as AriaText,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
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
      {description ? (
        <AriaText slot="description" className="rl-field__description">
          {description}
        </AriaText>
      ) : null}
      <AriaFieldError className="rl-field__error">{errorMessage}</AriaFieldError>
    </AriaTextField>
  );
}
