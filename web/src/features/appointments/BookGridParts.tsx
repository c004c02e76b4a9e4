// The book's furniture around the appointments: the column headers, the
// time gutter, and what shades a column (hours off, breaks, busy time from
// calendars, the hour a clock change skips or repeats).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { BusinessHours } from '@chairside/core/org';
import { workDayOn } from '@chairside/core/slots';
import { minutesOf } from '@chairside/core/zoned-time';
import {
  PX_PER_HOUR,
  PX_PER_MINUTE,
  axisLabel,
  axisOffset,
  axisOffsetOf,
  missingStretches,
  type BookAxis,
  type GridColumn,
} from './book-layout';

export const HEADER = 52;

/** Ink for shading and hatching, in each scheme (the palette under CSS variables is the light one). */
function useInk() {
  const theme = useTheme();
  const ink = (a: number, paint: (c: string) => Record<string, string>) => ({
    ...paint(alpha(theme.palette.common.black, a)),
    ...theme.applyStyles('dark', paint(alpha(theme.palette.common.white, a * 1.6))),
  });
  const hatch = (angle: number, a: number, on: number, off: number) =>
    ink(a, (c) => ({
      backgroundImage: `repeating-linear-gradient(${angle}deg, ${c} 0 ${on}px, transparent ${on}px ${off}px)`,
    }));
  return { ink, hatch };
}

const sticky = {
  position: 'sticky',
  top: 0,
  zIndex: 3,
  bgcolor: 'background.paper',
  borderBottom: 1,
  borderColor: 'divider',
  height: HEADER,
} as const;

/** The empty corner above the time gutter. */
export const HeaderCorner = () => <Box sx={sticky} />;

/** A column's name (a stylist or a day) and how many appointments it holds. */
export function ColumnHeader({
  column: c,
  mode,
  businessHours,
}: {
  column: GridColumn;
  mode: 'day' | 'week';
  businessHours: BusinessHours;
}) {
  const count = `${c.bookings.length} ${c.bookings.length === 1 ? 'appointment' : 'appointments'}`;
  const off = c.staff && !c.bookings.length && !workDayOn(c.staff, businessHours, c.date).open;
  return (
    <Box
      sx={{
        ...sticky,
        borderLeft: 1,
        px: 1.5,
        py: 0.75,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      {c.staff && mode === 'day' && (
        <Box
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c.staff.color, flexShrink: 0 }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" noWrap>
          {c.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {off ? 'Not working' : c.subtitle || count}
        </Typography>
      </Box>
    </Box>
  );
}

/** The hours down the left (two lines where a clock change names the hour twice). */
export function TimeGutter({ axis }: { axis: BookAxis }) {
  return (
    <Box sx={{ position: 'relative', height: axis.length * PX_PER_MINUTE }} aria-hidden>
      {Array.from({ length: axis.length / 60 }, (_, i) => (
        <Typography
          key={i}
          variant="caption"
          color="text.secondary"
          sx={{
            position: 'absolute',
            top: i * PX_PER_HOUR - 8,
            right: 8,
            textAlign: 'right',
            lineHeight: 1.2,
            whiteSpace: 'pre-line',
          }}
        >
          {i === 0
            ? ''
            : axisLabel(axis, i * 60)
                .replace(':00', '')
                .replace(/^(\S+ [AP]M) /, '$1\n')}
        </Typography>
      ))}
    </Box>
  );
}

const band = { position: 'absolute', left: 0, right: 0 } as const;

/** What shades a column behind its appointments. */
export function ColumnShading({
  column: c,
  axis,
  hours,
  businessHours,
  timeZone,
}: {
  column: GridColumn;
  axis: BookAxis;
  hours: { start: number; end: number };
  businessHours: BusinessHours;
  timeZone: string;
}) {
  const { ink, hatch } = useInk();
  const workDay = c.staff ? workDayOn(c.staff, businessHours, c.date) : null;
  const off =
    workDay && !workDay.open
      ? [{ start: hours.start, end: hours.end }]
      : workDay
        ? [
            { start: hours.start, end: minutesOf(workDay.start) },
            ...workDay.breaks.map((b) => ({ start: minutesOf(b.start), end: minutesOf(b.end) })),
            { start: minutesOf(workDay.end), end: hours.end },
          ]
        : [];
  const small = { color: 'text.secondary', fontSize: 12, px: 0.75, py: 0.25, overflow: 'hidden' };
  return (
    <>
      {off
        .filter((o) => o.end > o.start)
        .map((o, i) => {
          const top = axisOffset(axis, Math.max(o.start, hours.start));
          const bottom = axisOffset(axis, Math.min(o.end, hours.end));
          return (
            <Box
              key={i}
              aria-hidden
              sx={{
                ...band,
                top: top * PX_PER_MINUTE,
                height: (bottom - top) * PX_PER_MINUTE,
                ...ink(0.05, (col) => ({ bgcolor: col })),
                pointerEvents: 'none',
              }}
            />
          );
        })}
      {axis.repeat && axis.repeat.date === c.date && (
        <Box
          aria-hidden
          title="Clocks go back an hour here"
          sx={{
            ...band,
            top: axisOffset(axis, axis.repeat.from, 1) * PX_PER_MINUTE - 1,
            borderTop: 2,
            borderTopStyle: 'dashed',
            borderColor: 'primary.main',
            opacity: 0.6,
            pointerEvents: 'none',
          }}
        />
      )}
      {missingStretches(axis, c.date, timeZone).map((m) => (
        <Box
          key={`missing-${m.top}`}
          role="note"
          aria-label={m.label}
          title={m.label}
          data-missing
          sx={{
            ...band,
            top: m.top * PX_PER_MINUTE,
            height: m.height * PX_PER_MINUTE,
            ...hatch(45, 0.1, 4, 10),
            ...small,
          }}
        >
          {m.label}
        </Box>
      ))}
      {(c.busy ?? []).map((x, i) => {
        const from = Math.max(axisOffsetOf(axis, x.start.getTime(), timeZone), 0);
        const until = x.endsDay
          ? axis.length
          : Math.min(axisOffsetOf(axis, x.end.getTime(), timeZone), axis.length);
        if (until <= from) return null;
        const label = `Busy in ${x.source}, ${axisLabel(axis, from)} to ${axisLabel(axis, until)}`;
        return (
          <Box
            key={`busy-${i}`}
            role="note"
            aria-label={label}
            title={label}
            data-busy={x.source}
            sx={{
              position: 'absolute',
              left: 2,
              right: 2,
              top: from * PX_PER_MINUTE,
              height: (until - from) * PX_PER_MINUTE,
              borderRadius: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'text.disabled',
              ...hatch(135, 0.08, 6, 12),
              ...small,
              pointerEvents: 'none',
              lineHeight: 1.3,
            }}
          >
            Busy · {x.source}
          </Box>
        );
      })}
    </>
  );
}
