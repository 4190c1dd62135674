import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell as AriaCalendarCell,
  CalendarGrid as AriaCalendarGrid,
  DateInput as AriaDateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment as AriaDateSegment,
  Dialog as AriaDialog,
  FieldError as AriaFieldError,
  Group as AriaGroup,
  Heading as AriaHeading,
  Label as AriaLabel,
  RangeCalendar as AriaRangeCalendar,
  Text as AriaText,
} from 'react-aria-components';
import { Popover } from './Popover.tsx';
import './DateRangePicker.css';

/** ISO dates (YYYY-MM-DD), as the dateRangeMachine holds them. */
export interface IsoDateRange {
  startDate: string;
  endDate: string;
}

export interface DateRangePickerProps {
  label: string;
  value: IsoDateRange;
  onChange: (range: IsoDateRange) => void;
  /** The latest selectable day (ISO). */
  maxDate?: string;
  description?: string;
  errorMessage?: string;
  /** SPEC §9: weeks start on Sunday. */
  firstDayOfWeek?: 'sun' | 'mon';
}

const toIso = (date: CalendarDate): string => date.toString();

/** A date range field (typed or picked on a calendar), holding ISO date strings. */
export function DateRangePicker({
  label,
  value,
  onChange,
  maxDate,
  description,
  errorMessage,
  firstDayOfWeek = 'sun',
}: DateRangePickerProps) {
  return (
    <AriaDateRangePicker
      className="rl-field rl-date-range"
      value={{ start: parseDate(value.startDate), end: parseDate(value.endDate) }}
      onChange={(range) => range && onChange({ startDate: toIso(range.start), endDate: toIso(range.end) })}
      maxValue={maxDate ? parseDate(maxDate) : undefined}
      isInvalid={Boolean(errorMessage)}
      firstDayOfWeek={firstDayOfWeek}
    >
      <AriaLabel className="rl-field__label">{label}</AriaLabel>
      <AriaGroup className="rl-date-range__group">
        <AriaDateInput slot="start" className="rl-date-range__input">
          {(segment) => <AriaDateSegment segment={segment} className="rl-date-range__segment" />}
        </AriaDateInput>
        <span aria-hidden="true" className="rl-date-range__dash">
          –
        </span>
        <AriaDateInput slot="end" className="rl-date-range__input">
          {(segment) => <AriaDateSegment segment={segment} className="rl-date-range__segment" />}
        </AriaDateInput>
        <AriaButton className="rl-date-range__button" aria-label="Open the calendar">
          <span aria-hidden="true">▾</span>
        </AriaButton>
      </AriaGroup>
      {description ? (
        <AriaText slot="description" className="rl-field__description">
          {description}
        </AriaText>
      ) : null}
      <AriaFieldError className="rl-field__error">{errorMessage}</AriaFieldError>
      <Popover className="rl-date-range__popover">
        <AriaDialog className="rl-date-range__dialog" aria-label={label}>
          <AriaRangeCalendar className="rl-calendar" firstDayOfWeek={firstDayOfWeek}>
            <header className="rl-calendar__header">
              <AriaButton slot="previous" className="rl-calendar__nav" aria-label="Previous month">
                ‹
              </AriaButton>
              <AriaHeading className="rl-calendar__heading" />
              <AriaButton slot="next" className="rl-calendar__nav" aria-label="Next month">
                ›
              </AriaButton>
            </header>
            <AriaCalendarGrid className="rl-calendar__grid">
              {(date) => <AriaCalendarCell date={date} className="rl-calendar__cell" />}
            </AriaCalendarGrid>
          </AriaRangeCalendar>
        </AriaDialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
