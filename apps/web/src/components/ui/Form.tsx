import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import './Form.css';

export function Form({ className, ...props }: Omit<AriaFormProps, 'className'> & { className?: string }) {
  return <AriaForm {...props} className={['rl-form', className].filter(Boolean).join(' ')} />;
}
