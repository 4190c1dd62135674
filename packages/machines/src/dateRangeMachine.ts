import {
  DASHBOARD_DEFAULT_DAYS,
  daysBetween,
  defaultDateRange,
  isIsoDate,
  parseDate,
  type DateRange,
} from '@ratelens/domain';
import { assign, setup } from 'xstate';

export interface DateRangeInput {
  /** The host's "today" (tests pass a fixed day); defaults to the current date. */
  today?: Date | string;
}

export interface DateRangeContext extends DateRange {
  today: Date;
  error: string | undefined;
}

export type DateRangeEvent =
  { type: 'DATE_RANGE.UPDATE'; startDate: string; endDate: string } | { type: 'DATE_RANGE.RESET' };

const resolveToday = (today: Date | string | undefined): Date =>
  today === undefined ? new Date() : typeof today === 'string' ? parseDate(today) : today;

/** SPEC §4/§9: end today, start 90 days earlier; an update recomputes days from the two dates. */
export const dateRangeMachine = setup({
  types: {
    context: {} as DateRangeContext,
    events: {} as DateRangeEvent,
    input: {} as DateRangeInput | undefined,
  },
  guards: {
    isValidRange: ({ event }) =>
      event.type === 'DATE_RANGE.UPDATE' &&
      isIsoDate(event.startDate) &&
      isIsoDate(event.endDate) &&
      daysBetween(event.startDate, event.endDate) >= 0,
  },
  actions: {
    applyRange: assign(({ event }) =>
      event.type === 'DATE_RANGE.UPDATE'
        ? {
            startDate: event.startDate,
            endDate: event.endDate,
            days: daysBetween(event.startDate, event.endDate),
            error: undefined,
          }
        : {},
    ),
    rejectRange: assign({
      error: ({ event }) =>
        event.type === 'DATE_RANGE.UPDATE'
          ? !isIsoDate(event.startDate) || !isIsoDate(event.endDate)
            ? `Dates must be YYYY-MM-DD, got ${event.startDate} and ${event.endDate}`
            : `The start date ${event.startDate} is after the end date ${event.endDate}`
          : undefined,
    }),
    resetRange: assign(({ context }) => ({
      ...defaultDateRange(context.today, DASHBOARD_DEFAULT_DAYS),
      error: undefined,
    })),
  },
}).createMachine({
  id: 'dateRange',
  context: ({ input }) => {
    const today = resolveToday(input?.today);
    return { ...defaultDateRange(today, DASHBOARD_DEFAULT_DAYS), today, error: undefined };
  },
  on: {
    'DATE_RANGE.UPDATE': [{ guard: 'isValidRange', actions: 'applyRange' }, { actions: 'rejectRange' }],
    'DATE_RANGE.RESET': { actions: 'resetRange' },
  },
});
