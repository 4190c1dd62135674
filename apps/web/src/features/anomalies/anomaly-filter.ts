import { filter } from '@ratelens/domain';

export interface AnomalyFilters {
  search: string;
  severity: string | null;
  statusId: string | null;
  usecaseId: string | null;
  location: string | null;
}

export const NO_FILTERS: AnomalyFilters = {
  search: '',
  severity: null,
  statusId: null,
  usecaseId: null,
  location: null,
};

/** The server's filter grammar for the anomaly list's search box and selects; undefined for none. */
export function anomalyFilter(filters: AnomalyFilters): string | undefined {
  const builder = filter();
  let empty = true;
  const and = () => {
    if (!empty) builder.and();
    empty = false;
  };
  const text = filters.search.trim();
  if (text) {
    and();
    builder.where('title', 'contains:i', text);
  }
  if (filters.severity) {
    and();
    builder.where('severity', 'eq', Number(filters.severity));
  }
  if (filters.statusId) {
    and();
    builder.where('statusId', 'eq', filters.statusId);
  }
  if (filters.usecaseId) {
    and();
    builder.where('usecaseId', 'eq', filters.usecaseId);
  }
  if (filters.location) {
    and();
    builder.where('location', 'eq', filters.location);
  }
  return empty ? undefined : builder.build();
}
