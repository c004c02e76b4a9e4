import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { SlotAnswer } from '@chairside/core/booking';
import { isoDateIn } from '@chairside/core/staff-profile';
import { formatTimeOfDay } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import { bookingContracts } from '@chairside/core/contracts/booking';
import { dayLabel } from './booking-format';
import { useContract } from '../../lib/api/contract-query';

const PARTS = [
  { label: 'Morning', before: '12:00' },
  { label: 'Afternoon', before: '17:00' },
  { label: 'Evening', before: '24:00' },
] as const;

/**
 * A week of days and the free times of the chosen one, in the salon's zone.
 * One call per week shown; a day without times is marked full.
 */
export function SlotPicker(props: {
  orgId: string;
  timeZone: string;
  serviceIds: string[];
  staffId: string | null;
  maxAdvanceDays: number;
  /** Ask as the signed-in client (a member with priority booking sees further ahead). */
  secure?: boolean;
  value: SlotAnswer | null;
  onChange: (slot: SlotAnswer | null) => void;
  /** Shown under a full day (the waitlist). */
  onFullDay?: (date: string) => void;
}) {
  const { orgId, timeZone, serviceIds, staffId, maxAdvanceDays, value, onChange, onFullDay } =
    props;
  const secure = props.secure ?? false;
  const today = isoDateIn(new Date(), timeZone);
  const lastDay = addDays(today, maxAdvanceDays);
  const [weekStart, setWeekStart] = useState(today);
  const [picked, setSelected] = useState<string | null>(value?.date ?? null);
  const ids = serviceIds.join(',');
  // Open times change as people book: always asked afresh, never from an old answer.
  const slots = useContract(
    bookingContracts.slots,
    {
      params: { orgId },
      query: {
        from: weekStart,
        to: addDays(weekStart, 6),
        serviceIds: ids,
        staffId: staffId ?? undefined,
      },
      secure,
    },
    { staleTime: 0, gcTime: 0 },
  );
  const state = slots.data
    ? ({ status: 'ready', slots: slots.data.slots, closed: new Set(slots.data.closed) } as const)
    : slots.error && !slots.isFetching
      ? ({ status: 'error', message: slots.error.message } as const)
      : ({ status: 'loading' } as const);

  const days = useMemo(
    () => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)),
    [weekStart],
  );
  const byDay = (() => {
    const map = new Map<string, SlotAnswer[]>();
    if (state.status === 'ready') {
      for (const s of state.slots) map.set(s.date, [...(map.get(s.date) ?? []), s]);
    }
    return map;
  })();

  // The chosen day, or the first day of the week with free times.
  const selected =
    picked && days.includes(picked)
      ? picked
      : state.status === 'ready'
        ? (days.find((d) => byDay.has(d)) ?? days[0] ?? null)
        : null;

  const daySlots = selected ? (byDay.get(selected) ?? []) : [];

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <IconButton
          aria-label="Previous week"
          disabled={weekStart <= today}
          onClick={() => {
            setSelected(null);
            setWeekStart(addDays(weekStart, -7) < today ? today : addDays(weekStart, -7));
          }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }} aria-live="polite">
          {dayLabel(weekStart, { weekday: undefined })} –{' '}
          {dayLabel(addDays(weekStart, 6), { weekday: undefined })}
        </Typography>
        <IconButton
          aria-label="Next week"
          disabled={addDays(weekStart, 7) > lastDay}
          onClick={() => {
            setSelected(null);
            setWeekStart(addDays(weekStart, 7));
          }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>

      <Box
        role="radiogroup"
        aria-label="Day"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.75 }}
      >
        {days.map((d) => {
          const count = byDay.get(d)?.length ?? 0;
          const active = d === selected;
          const beyond = d > lastDay;
          return (
            <ButtonBase
              key={d}
              role="radio"
              aria-checked={active}
              aria-label={`${dayLabel(d, { weekday: 'long', month: 'long' })}: ${
                state.status !== 'ready'
                  ? 'loading'
                  : count
                    ? `${count} times free`
                    : state.closed.has(d)
                      ? 'closed'
                      : 'fully booked'
              }`}
              disabled={beyond}
              onClick={() => {
                setSelected(d);
                onChange(null);
              }}
              sx={{
                flexDirection: 'column',
                py: 1,
                borderRadius: 2,
                border: 1,
                borderColor: active ? 'primary.main' : 'divider',
                bgcolor: active ? 'primary.main' : 'background.paper',
                color: active ? 'primary.contrastText' : count ? 'text.primary' : 'text.disabled',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Typography variant="caption" sx={{ fontWeight: 600, color: 'inherit' }}>
                {dayLabel(d, { month: undefined, day: undefined })}
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: 18, color: 'inherit' }}>
                {Number(d.slice(8))}
              </Typography>
              <Typography variant="caption" sx={{ color: 'inherit', opacity: 0.85 }}>
                {state.status === 'ready'
                  ? count
                    ? `${count} free`
                    : state.closed.has(d)
                      ? 'Closed'
                      : 'Full'
                  : ' '}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>

      <Box sx={{ mt: 2.5 }} aria-live="polite">
        {state.status === 'loading' && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} variant="rounded" width={88} height={40} />
            ))}
          </Stack>
        )}
        {state.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void slots.refetch()}>
                Try again
              </Button>
            }
          >
            {state.message}
          </Alert>
        )}
        {state.status === 'ready' &&
          selected &&
          daySlots.length === 0 &&
          state.closed.has(selected) && (
            <Alert severity="info">
              The salon is closed on {dayLabel(selected, { weekday: 'long', month: 'long' })}.
            </Alert>
          )}
        {state.status === 'ready' &&
          selected &&
          daySlots.length === 0 &&
          !state.closed.has(selected) && (
            <Alert severity="info">
              No free times on {dayLabel(selected, { weekday: 'long', month: 'long' })}.
              {onFullDay && (
                <>
                  {' '}
                  <Button size="small" onClick={() => onFullDay(selected)}>
                    Join the waitlist
                  </Button>
                </>
              )}
            </Alert>
          )}
        {state.status === 'ready' &&
          [
            { label: 'Recommended', from: '00:00', before: '24:00', only: true },
            ...PARTS.map((part, i) => ({
              ...part,
              from: i === 0 ? '00:00' : PARTS[i - 1]!.before,
              only: false,
            })),
          ].map((part) => {
            // The salon's best times first (they leave no gap in its book), then every time.
            const list = daySlots.filter(
              (s) => s.time >= part.from && s.time < part.before && (!part.only || s.recommended),
            );
            if (!list.length) return null;
            return (
              <Box key={part.label} sx={{ mb: 2 }}>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {part.label}
                </Typography>
                <Box
                  role="radiogroup"
                  aria-label={`${part.label} times`}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
                    gap: 1,
                  }}
                >
                  {list.map((s) => {
                    const chosen = value?.start === s.start;
                    return (
                      <Button
                        key={s.start}
                        role="radio"
                        aria-checked={chosen}
                        aria-label={
                          s.recommended
                            ? `${formatTimeOfDay(s.time)}, recommended`
                            : formatTimeOfDay(s.time)
                        }
                        variant={chosen ? 'contained' : 'outlined'}
                        onClick={() => onChange(s)}
                        sx={{ py: 1, whiteSpace: 'nowrap' }}
                      >
                        {formatTimeOfDay(s.time)}
                      </Button>
                    );
                  })}
                </Box>
              </Box>
            );
          })}
      </Box>
    </Box>
  );
}
