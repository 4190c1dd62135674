import type { ServerList } from './DataTable.tsx';
import { Select, type SelectOption } from './Select.tsx';
import { TextField } from './TextField.tsx';

// The filters above a server-side list: each change starts the list again from its first page.

/** A select filtering a list; its first option, 'Any …', clears the filter (null). */
export function FilterSelect({
  label,
  any,
  options,
  value,
  onChange,
  list,
}: {
  label: string;
  /** The label of the option that filters nothing: 'Any status'. */
  any: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  list: ServerList;
}) {
  return (
    <Select
      label={label}
      placeholder={any}
      options={[{ value: '', label: any }, ...options]}
      value={value ?? ''}
      onChange={(next) => {
        onChange(next || null);
        list.resetPage();
      }}
    />
  );
}

/** A search box filtering a list. */
export function FilterSearch({
  label,
  placeholder,
  value,
  onChange,
  list,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  list: ServerList;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(next) => {
        onChange(next);
        list.resetPage();
      }}
    />
  );
}
