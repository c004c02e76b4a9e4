// A report's period: a few set lengths side by side and "Dates" for two date
// fields (the finances, staff performance and website analytics pages).
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DateRangeFields, type DateRange } from './DateRangeFields';

export function PeriodPicker<R extends string>({
  label = 'Period',
  options,
  value,
  onChange,
  custom,
  onCustom,
}: {
  label?: string;
  /** The set periods, as [value, label]; "Dates" (value 'custom') comes last. */
  options: readonly (readonly [R, string])[];
  value: R | 'custom';
  onChange: (next: R | 'custom') => void;
  custom: DateRange;
  onCustom: (next: DateRange) => void;
}) {
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_e, next: R | 'custom' | null) => next && onChange(next)}
        aria-label={label}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map(([v, text]) => (
          <ToggleButton key={v} value={v}>
            {text}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Dates</ToggleButton>
      </ToggleButtonGroup>
      {value === 'custom' && <DateRangeFields value={custom} onChange={onCustom} />}
    </>
  );
}
