import { useState } from 'react';
import type { ServerList } from './DataTable.tsx';
import { Select, type SelectOption } from './Select.tsx';
import { TextField } from './TextField.tsx';

// The filters above a server-side list: each change starts the list again from its first page.

/** The value of one filter of a list; setting it starts the list again from its first page. */
export function useListFilter<T>(list: ServerList, initial: T) {
  const [value, setValue] = useState(initial);
  return {
    value,
    set: (next: T) => {
      setValue(next);
      list.resetPage();
    },
  };
}
export type ListFilter<T> = ReturnType<typeof useListFilter<T>>;

/** A select filtering a list; its first option, 'Any …', clears the filter (null). */
export function FilterSelect({
  label,
  any,
  options,
  filter,
}: {
  label: string;
  /** The label of the option that filters nothing: 'Any status'. */
  any: string;
  options: readonly SelectOption[];
  filter: ListFilter<string | null>;
}) {
  return (
    <Select
      label={label}
      placeholder={any}
      options={[{ value: '', label: any }, ...options]}
      value={filter.value ?? ''}
      onChange={(next) => filter.set(next || null)}
    />
  );
}

/** A search box filtering a list. */
export function FilterSearch({
  label,
  placeholder,
  filter,
}: {
  label: string;
  placeholder: string;
  filter: ListFilter<string>;
}) {
  return <TextField label={label} placeholder={placeholder} value={filter.value} onChange={filter.set} />;
}
