import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Select as AriaSelect,
  SelectValue as AriaSelectValue,
} from 'react-aria-components';
import { Popover } from './Popover.tsx';
import './TextField.css';
import './Select.css';
import { FieldDescription, FieldLabel } from './FieldLabel.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shown next to the label when the field is required (SPEC: 'required asterisk'). */
  showRequiredMark?: boolean;
  className?: string;
  name?: string;
  /** For a select without a visible label (table cells): the label still names it for assistive tech. */
  hideLabel?: boolean;
}

export function Select({
  label,
  options,
  value,
  onChange,
  placeholder = 'Select...',
  description,
  isRequired,
  isDisabled,
  showRequiredMark,
  className,
  name,
  hideLabel,
}: SelectProps) {
  return (
    <AriaSelect
      className={['rl-field', 'rl-select', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      aria-label={hideLabel ? label : undefined}
    >
      {hideLabel ? null : <FieldLabel label={label} showRequiredMark={showRequiredMark} />}
      <AriaButton className="rl-select__button">
        <AriaSelectValue className="rl-select__value" />
        <span className="rl-select__chevron" aria-hidden="true">
          ▾
        </span>
      </AriaButton>
      <FieldDescription description={description} />
      <AriaFieldError className="rl-field__error" />
      <Popover className="rl-select__popover">
        <AriaListBox className="rl-select__list" items={options.map((o) => ({ id: o.value, ...o }))}>
          {(item) => (
            <AriaListBoxItem id={item.id} className="rl-select__option" textValue={item.label}>
              {item.label}
            </AriaListBoxItem>
          )}
        </AriaListBox>
      </Popover>
    </AriaSelect>
  );
}
