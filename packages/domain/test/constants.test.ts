import { describe, expect, it } from 'vitest';
import {
  AGENTS_PAGE_SIZE,
  BUBBLE_CHART_SIZE,
  CHART_SIZES,
  DATA_LAYER,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  DIALOG_MAX_WIDTH,
  DROPDOWN_DEFAULTS,
  HEAT_MAP_DEFAULT_COLORS,
  HEAT_MAP_MAX_COLUMNS,
  HEAT_MAP_MIN_COLUMNS,
  PUBLIC_REDIRECT_DELAY_MS,
  TOAST_AUTO_CLOSE_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  USE_CASES_PAGE_SIZE,
  clampHeatMapColumns,
  extendYAxisRange,
  formatHeatMapValue,
} from '../src/index.ts';

describe('SPEC §9 constants', () => {
  it.each<[string, unknown, unknown]>([
    ['toast auto-close', TOAST_AUTO_CLOSE_MS, 5000],
    ['toast swipe threshold', TOAST_SWIPE_THRESHOLD_PX, 50],
    ['toast hotkey', TOAST_HOTKEY, ['F8']],
    ['toast limit', TOAST_LIMIT, 1],
    ['toast removal delay', TOAST_REMOVE_DELAY_MS, 1000000],
    ['data kept after last use', DATA_LAYER.keepUnusedDataForMs, 60000],
    ['refetch on focus', DATA_LAYER.refetchOnFocus, false],
    ['refetch on reconnect', DATA_LAYER.refetchOnReconnect, false],
    ['refetch on mount', DATA_LAYER.refetchOnMount, false],
    ['subscription batching', DATA_LAYER.subscriptionBatchMs, 500],
    ['agents page size', AGENTS_PAGE_SIZE, 5],
    ['use cases page size', USE_CASES_PAGE_SIZE, 100],
    ['filter default page', DEFAULT_PAGE, 1],
    ['filter default page size', DEFAULT_PAGE_SIZE, 20],
    ['small chart', CHART_SIZES.small, { width: 400, height: 200 }],
    ['medium chart', CHART_SIZES.medium, { width: 600, height: 300 }],
    ['large chart', CHART_SIZES.large, { width: 800, height: 400 }],
    ['bubble chart', BUBBLE_CHART_SIZE, { width: 800, height: 400 }],
    ['heat map minimum columns', HEAT_MAP_MIN_COLUMNS, 1],
    ['heat map maximum columns', HEAT_MAP_MAX_COLUMNS, 6],
    ['dropdown placeholder', DROPDOWN_DEFAULTS.placeholder, 'Select...'],
    ['dropdown empty text', DROPDOWN_DEFAULTS.noOptionsText, 'No options'],
    ['dropdown loading text', DROPDOWN_DEFAULTS.loadingText, 'Loading...'],
    ['dropdown max menu height', DROPDOWN_DEFAULTS.maxMenuHeight, 300],
    ['dropdown min menu height', DROPDOWN_DEFAULTS.minMenuHeight, 140],
    ['dropdown page jump', DROPDOWN_DEFAULTS.pageJump, 5],
    ['public redirect delay', PUBLIC_REDIRECT_DELAY_MS, 2000],
    ['dialog max width', DIALOG_MAX_WIDTH, 'lg'],
  ])('sets %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('extendYAxisRange', () => {
  it.each([
    [0, 60, { min: 0, max: 70 }],
    [10, 22, { min: 10, max: 24 }],
    [-6, 0, { min: -6, max: 1 }],
    [5, 5, { min: 5, max: 5 }],
    [60, 0, { min: 0, max: 70 }],
  ])('extends [%d, %d] by a sixth of the range on top', (min, max, expected) => {
    expect(extendYAxisRange(min, max)).toEqual(expected);
  });

  it('refuses non-finite bounds', () => {
    expect(() => extendYAxisRange(0, Number.NaN)).toThrow('Axis bounds must be finite numbers');
  });
});

describe('heat map', () => {
  it.each([
    [0, 1],
    [1, 1],
    [4, 4],
    [6, 6],
    [9, 6],
    [3.7, 3],
    [undefined, 6],
  ])('clamps %s columns to %i', (columns, expected) => {
    expect(clampHeatMapColumns(columns)).toBe(expected);
  });

  it('defaults from light red to red', () => {
    expect(HEAT_MAP_DEFAULT_COLORS).toEqual({ colorMin: '#ffe5e5', colorMax: '#ff0000' });
  });

  it.each([
    [1, '1.0'],
    [0.25, '0.3'],
    [12.345, '12.3'],
  ])('shows %d with one decimal as %s', (value, text) => {
    expect(formatHeatMapValue(value)).toBe(text);
  });
});
