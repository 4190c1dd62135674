/** SPEC §9 toast behaviour. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** SPEC §9 data-layer cache policy, set once on the query client. */
export const DATA_LAYER = {
  keepUnusedDataForMs: 60_000,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
  subscriptionBatchMs: 500,
} as const;

export const AGENTS_PAGE_SIZE = 5;
export const USE_CASES_PAGE_SIZE = 100;
export const DEFAULT_PAGE = 1;
/** SPEC §4: the dashboard's default date range, in days back from today. */
export const DASHBOARD_DEFAULT_DAYS = 90;
export const DEFAULT_PAGE_SIZE = 20;

export interface ChartSize {
  width: number;
  height: number;
}
export const CHART_SIZES = {
  small: { width: 400, height: 200 },
  medium: { width: 600, height: 300 },
  large: { width: 800, height: 400 },
} as const satisfies Record<string, ChartSize>;
export type ChartSizeName = keyof typeof CHART_SIZES;
export const BUBBLE_CHART_SIZE: ChartSize = { width: 800, height: 400 };

/** Head-room above the highest point: the top grows by a sixth of the data range. */
export function extendYAxisRange(min: number, max: number): { min: number; max: number } {
  if (!Number.isFinite(min) || !Number.isFinite(max))
    throw new RangeError('Axis bounds must be finite numbers');
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  return { min: low, max: high + (high - low) / 6 };
}

export const HEAT_MAP_MIN_COLUMNS = 1;
export const HEAT_MAP_MAX_COLUMNS = 6;
/** Light red to red. */
export const HEAT_MAP_DEFAULT_COLORS = { colorMin: '#ffe5e5', colorMax: '#ff0000' } as const;

export const clampHeatMapColumns = (columns: number | undefined): number =>
  Math.min(HEAT_MAP_MAX_COLUMNS, Math.max(HEAT_MAP_MIN_COLUMNS, Math.trunc(columns ?? HEAT_MAP_MAX_COLUMNS)));

export const formatHeatMapValue = (value: number): string => value.toFixed(1);

export const DROPDOWN_DEFAULTS = {
  placeholder: 'Select...',
  noOptionsText: 'No options',
  loadingText: 'Loading...',
  maxMenuHeight: 300,
  minMenuHeight: 140,
  pageJump: 5,
} as const;

export const PUBLIC_REDIRECT_DELAY_MS = 2000;
export const DIALOG_MAX_WIDTH = 'lg';
