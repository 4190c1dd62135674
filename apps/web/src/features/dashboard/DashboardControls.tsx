import { toIsoDate } from '@ratelens/domain';
import { Button } from '../../components/ui/Button.tsx';
import { DateRangePicker, type IsoDateRange } from '../../components/ui/DateRangePicker.tsx';

// The dashboard's controls (the date range picker and the selects, with react-aria's date, popover and
// list box code behind them) are their own chunk: DashboardBody loads it once the first figure has been
// drawn, so it is not on that figure's path (bench/page.mjs). DashboardBody holds placeholders of their size.
export { Select } from '../../components/ui/Select.tsx';

/** The date range row: the picker and the reset to the default range. */
export function RangeControls({
  value,
  today,
  error,
  onChange,
  onReset,
}: {
  value: IsoDateRange;
  today: Date;
  error: string | undefined;
  onChange: (next: IsoDateRange) => void;
  onReset: () => void;
}) {
  return (
    <div className="dashboard__range">
      <DateRangePicker
        label="Date range"
        value={value}
        maxDate={toIsoDate(today)}
        errorMessage={error}
        onChange={onChange}
      />
      <Button variant="quiet" onPress={onReset}>
        Last 90 days
      </Button>
    </div>
  );
}
