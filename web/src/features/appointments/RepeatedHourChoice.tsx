import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { formatTimeOfDay } from '@chairside/core/staff-profile';
import { LocalDay, minutesOf, offsetMinutesAt } from '@chairside/core/zoned-time';
import { timeLabel } from '../booking/booking-format';

/**
 * What a salon-local date and time can mean: the instants the clocks read it
 * (two on the night clocks go back, none in the hour skipped when they go
 * forward), and the instant it is taken as: `chosen` when it is one of them,
 * else the one on the same side of the change as `chosen` (an appointment at
 * 1:00 AM EST moved to 1:30 stays EST), else the first, else (the skipped
 * hour) the same reading an hour on, as calendars do.
 */
export function resolveReading(
  date: string,
  time: string,
  timeZone: string,
  chosen: number | null,
): { instants: number[]; instant: number } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const day = LocalDay.of(date, timeZone);
  const m = minutesOf(time);
  const instants = day.instants(m);
  let instant = instants[0] ?? day.lenient(m);
  if (chosen !== null && instants.length > 1) {
    const offset = offsetMinutesAt(chosen, timeZone);
    instant = instants.find((at) => offsetMinutesAt(at, timeZone) === offset) ?? instant;
  }
  return { instants, instant };
}

/**
 * Asks which pass is meant when the time picked happens twice that night
 * ("1:30 AM EDT" or "1:30 AM EST", an hour later), and says plainly when it
 * does not exist at all. Nothing on any other day.
 */
export function RepeatedHourChoice(props: {
  date: string;
  time: string;
  timeZone: string;
  value: number | null;
  onChange: (instant: number) => void;
}) {
  const r = resolveReading(props.date, props.time, props.timeZone, props.value);
  if (!r) return null;
  if (r.instants.length === 0)
    return (
      <Alert severity="info">
        Clocks go forward that night, so {formatTimeOfDay(props.time)} does not happen. It would
        start at {timeLabel(new Date(r.instant), props.timeZone)}.
      </Alert>
    );
  if (r.instants.length < 2) return null;
  return (
    <FormControl>
      <FormLabel id="repeated-hour">
        Clocks go back that night, so {formatTimeOfDay(props.time)} happens twice
      </FormLabel>
      <RadioGroup
        aria-labelledby="repeated-hour"
        value={String(r.instant)}
        onChange={(e) => props.onChange(Number(e.target.value))}
      >
        {r.instants.map((at, i) => (
          <FormControlLabel
            key={at}
            value={String(at)}
            control={<Radio size="small" />}
            label={`${timeLabel(new Date(at), props.timeZone)}${i === 0 ? ' (first time)' : ' (second time, an hour later)'}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
