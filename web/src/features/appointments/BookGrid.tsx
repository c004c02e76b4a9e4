import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { BOOKING_STATUS_LABELS, isEditable } from '@chairside/core/booking';
import type { BusinessHours } from '@chairside/core/org';
import { workDayOn } from '@chairside/core/slots';
import { LocalDay, minutesOf, timeOfMinutes } from '@chairside/core/zoned-time';
import { moveBooking } from '../../lib/data/bookings';
import type { BookingRecord, StaffRecord } from '../../lib/data/converters';
import {
  PX_PER_HOUR,
  PX_PER_MINUTE,
  axisInstant,
  axisLabel,
  axisOffset,
  axisOffsetOf,
  axisReading,
  bookAxis,
  layoutColumn,
  missingStretches,
  snapMinutes,
  visibleHours,
  minuteOfDay,
} from './book-layout';

export interface GridColumn {
  key: string;
  date: string;
  staff: StaffRecord | null;
  title: string;
  subtitle: string;
  bookings: BookingRecord[];
  /** Busy time from the member's own calendars (iCal imports, Google, Outlook). */
  busy?: { start: Date; end: Date; source: string; endsDay: boolean }[];
}

interface Drag {
  booking: BookingRecord;
  kind: 'move' | 'resize';
  startX: number;
  startY: number;
  fromColumn: number;
  deltaMinutes: number;
  column: number;
  moved: boolean;
  /** Cancelled, no-show or completed: it opens on a click but does not move. */
  fixed: boolean;
}

const HEADER = 52;
const GUTTER = 64;

/**
 * The columns of the book (stylists of a day, or days of a week) on a time
 * axis. Drag an appointment to move it (in the day view, to another
 * stylist too) or its bottom edge to resize it; the server checks the same
 * conflicts as online booking and the book shows the result live.
 */
export function BookGrid(props: {
  orgId: string;
  timeZone: string;
  businessHours: BusinessHours;
  columns: GridColumn[];
  mode: 'day' | 'week';
  staffById: Map<string, StaffRecord>;
  canDragAcrossColumns: boolean;
  loading: boolean;
  onOpen: (b: BookingRecord) => void;
  /** `start` is the instant when the time picked happens twice that night (the pass clicked). */
  onCreate: (column: GridColumn, time: string, start?: string) => void;
  onMessage: (text: string) => void;
}) {
  const { orgId, timeZone, businessHours, columns, staffById } = props;
  const theme = useTheme();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const staffList = [
    ...new Map(columns.flatMap((c) => (c.staff ? [[c.staff.id, c.staff]] : []))).values(),
  ];
  const allStaff = staffList.length ? staffList : [...staffById.values()];
  const hours = visibleHours(
    allStaff,
    businessHours,
    [...new Set(columns.map((c) => c.date))],
    columns.flatMap((c) => c.bookings.map((b) => minuteOfDay(b.startTime, timeZone))),
  );
  const axis = bookAxis(hours, [...new Set(columns.map((c) => c.date))], timeZone);
  // Ink for shading and hatching, in each scheme (the palette under CSS
  // variables is the light one, so it is set per scheme here).
  const ink = (a: number, paint: (c: string) => Record<string, string>) => ({
    ...paint(alpha(theme.palette.common.black, a)),
    ...theme.applyStyles('dark', paint(alpha(theme.palette.common.white, a * 1.6))),
  });
  const hatch = (angle: number, a: number, on: number, off: number) =>
    ink(a, (c) => ({
      backgroundImage: `repeating-linear-gradient(${angle}deg, ${c} 0 ${on}px, transparent ${on}px ${off}px)`,
    }));
  const height = axis.length * PX_PER_MINUTE;

  const columnAt = (clientX: number): number => {
    const body = bodyRef.current;
    if (!body) return -1;
    const cols = [...body.querySelectorAll<HTMLElement>('[data-column]')];
    return cols.findIndex((el) => {
      const r = el.getBoundingClientRect();
      return clientX >= r.left && clientX < r.right;
    });
  };

  const begin = (
    e: ReactPointerEvent,
    booking: BookingRecord,
    kind: Drag['kind'],
    column: number,
  ) => {
    if (e.button !== 0 || pending) return;
    const fixed = !isEditable(booking.status);
    if (fixed && kind === 'resize') return;
    e.stopPropagation();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    setDrag({
      booking,
      kind,
      startX: e.clientX,
      startY: e.clientY,
      fromColumn: column,
      column,
      deltaMinutes: 0,
      moved: false,
      fixed,
    });
  };
  const moveDrag = (e: ReactPointerEvent) => {
    if (!drag || drag.fixed) return;
    const delta = snapMinutes(e.clientY - drag.startY);
    const col =
      drag.kind === 'move' && props.canDragAcrossColumns ? columnAt(e.clientX) : drag.fromColumn;
    const moved =
      drag.moved || Math.abs(e.clientY - drag.startY) > 4 || Math.abs(e.clientX - drag.startX) > 4;
    setDrag({ ...drag, deltaMinutes: delta, column: col < 0 ? drag.column : col, moved });
  };
  const endDrag = async () => {
    if (!drag) return;
    const d = drag;
    setDrag(null);
    if (!d.moved) {
      props.onOpen(d.booking);
      return;
    }
    if (d.deltaMinutes === 0 && d.column === d.fromColumn) return;
    const target = columns[d.column]!;
    const startOffset = axisOffsetOf(axis, d.booking.startTime.getTime(), timeZone);
    const length = Math.round(
      (d.booking.endTime.getTime() - d.booking.startTime.getTime()) / 60_000,
    );
    const staffId = target.staff?.id ?? d.booking.staffId;
    const change =
      d.kind === 'resize'
        ? {
            start: d.booking.startTime.toISOString(),
            staffId: d.booking.staffId,
            durationMinutes: Math.max(5, length + d.deltaMinutes),
          }
        : {
            start: new Date(
              axisInstant(
                axis,
                Math.max(0, Math.min(axis.length - 5, startOffset + d.deltaMinutes)),
                target.date,
                timeZone,
              ),
            ).toISOString(),
            staffId,
          };
    setPending(d.booking.id);
    try {
      await moveBooking(orgId, d.booking.id, change);
      props.onMessage(d.kind === 'resize' ? 'Appointment length changed' : 'Appointment moved');
    } catch (err) {
      props.onMessage((err as Error).message);
    } finally {
      setPending(null);
    }
  };

  const createAt = (e: React.MouseEvent, column: GridColumn) => {
    if (e.target !== e.currentTarget) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const offset = Math.min(
      axis.length - 15,
      Math.floor((e.clientY - rect.top) / PX_PER_MINUTE / 15) * 15,
    );
    const { minutes } = axisReading(axis, offset);
    const time = timeOfMinutes(Math.min(minutes, 1435));
    const twice = LocalDay.of(column.date, timeZone).repeats(minutes);
    props.onCreate(
      column,
      time,
      twice ? new Date(axisInstant(axis, offset, column.date, timeZone)).toISOString() : undefined,
    );
  };

  const minColumn = props.mode === 'day' ? 168 : 120;
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      {props.loading && <LinearProgress aria-label="Loading appointments" />}
      <Box sx={{ overflow: 'auto', maxHeight: { xs: '70vh', md: 'calc(100vh - 260px)' } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `${GUTTER}px repeat(${columns.length}, minmax(${minColumn}px, 1fr))`,
            minWidth: GUTTER + columns.length * minColumn,
          }}
        >
          {/* Header row */}
          <Box
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 3,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
              height: HEADER,
            }}
          />
          {columns.map((c) => (
            <Box
              key={c.key}
              sx={{
                position: 'sticky',
                top: 0,
                zIndex: 3,
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderLeft: 1,
                borderColor: 'divider',
                height: HEADER,
                px: 1.5,
                py: 0.75,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
              }}
            >
              {c.staff && props.mode === 'day' && (
                <Box
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: c.staff.color,
                    flexShrink: 0,
                  }}
                />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" component="h3" noWrap>
                  {c.title}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {c.staff && !c.bookings.length && !workDayOn(c.staff, businessHours, c.date).open
                    ? 'Not working'
                    : c.subtitle ||
                      `${c.bookings.length} ${c.bookings.length === 1 ? 'appointment' : 'appointments'}`}
                </Typography>
              </Box>
            </Box>
          ))}

          {/* Time gutter */}
          <Box sx={{ position: 'relative', height }} aria-hidden>
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

          {/* Columns */}
          <Box ref={bodyRef} sx={{ display: 'contents' }}>
            {columns.map((c, ci) => {
              const workDay = c.staff
                ? workDayOn({ ...c.staff, weeklyHours: c.staff.weeklyHours }, businessHours, c.date)
                : null;
              const off =
                workDay && !workDay.open
                  ? [{ start: hours.start, end: hours.end }]
                  : workDay
                    ? [
                        { start: hours.start, end: minutesOf(workDay.start) },
                        ...workDay.breaks.map((b) => ({
                          start: minutesOf(b.start),
                          end: minutesOf(b.end),
                        })),
                        { start: minutesOf(workDay.end), end: hours.end },
                      ]
                    : [];
              const placed = layoutColumn(c.bookings, timeZone, axis);
              const missing = missingStretches(axis, c.date, timeZone);
              return (
                <Box
                  key={c.key}
                  data-column={ci}
                  role="group"
                  aria-label={`${c.title}: ${c.bookings.length} appointments`}
                  onDoubleClick={(e) => createAt(e, c)}
                  sx={{
                    position: 'relative',
                    height,
                    borderLeft: 1,
                    borderColor: 'divider',
                    bgcolor:
                      drag && drag.column === ci && drag.kind === 'move'
                        ? alpha(theme.palette.primary.main, 0.04)
                        : undefined,
                    backgroundImage: `repeating-linear-gradient(to bottom, ${theme.vars?.palette.divider ?? theme.palette.divider} 0, ${theme.vars?.palette.divider ?? theme.palette.divider} 1px, transparent 1px, transparent ${PX_PER_HOUR / 2}px)`,
                  }}
                >
                  {off
                    .filter((o) => o.end > o.start)
                    .map((o, i) => (
                      <Box
                        key={i}
                        aria-hidden
                        sx={{
                          position: 'absolute',
                          left: 0,
                          right: 0,
                          top: axisOffset(axis, Math.max(o.start, hours.start)) * PX_PER_MINUTE,
                          height:
                            (axisOffset(axis, Math.min(o.end, hours.end)) -
                              axisOffset(axis, Math.max(o.start, hours.start))) *
                            PX_PER_MINUTE,
                          ...ink(0.05, (c) => ({ bgcolor: c })),
                          pointerEvents: 'none',
                        }}
                      />
                    ))}
                  {axis.repeat && axis.repeat.date === c.date && (
                    <Box
                      aria-hidden
                      title="Clocks go back an hour here"
                      sx={{
                        position: 'absolute',
                        left: 0,
                        right: 0,
                        top: axisOffset(axis, axis.repeat.from, 1) * PX_PER_MINUTE - 1,
                        borderTop: 2,
                        borderTopStyle: 'dashed',
                        borderColor: 'primary.main',
                        opacity: 0.6,
                        pointerEvents: 'none',
                      }}
                    />
                  )}
                  {missing.map((m) => (
                    <Box
                      key={`missing-${m.top}`}
                      role="note"
                      aria-label={m.label}
                      title={m.label}
                      data-missing
                      sx={{
                        position: 'absolute',
                        left: 0,
                        right: 0,
                        top: m.top * PX_PER_MINUTE,
                        height: m.height * PX_PER_MINUTE,
                        ...hatch(45, 0.1, 4, 10),
                        color: 'text.secondary',
                        fontSize: 12,
                        px: 0.75,
                        py: 0.25,
                        overflow: 'hidden',
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
                          px: 0.75,
                          py: 0.25,
                          overflow: 'hidden',
                          pointerEvents: 'none',
                          color: 'text.secondary',
                          fontSize: 12,
                          lineHeight: 1.3,
                        }}
                      >
                        Busy · {x.source}
                      </Box>
                    );
                  })}
                  {placed.map((p) => {
                    const b = p.item;
                    const dragging = drag?.booking.id === b.id && drag.moved;
                    const color = staffById.get(b.staffId)?.color ?? theme.palette.primary.main;
                    const shift = dragging && drag.kind === 'move' ? drag.deltaMinutes : 0;
                    const grow = dragging && drag.kind === 'resize' ? drag.deltaMinutes : 0;
                    const inactive = b.status === 'cancelled' || b.status === 'no_show';
                    const label = `${axisLabel(axis, p.top)}, ${b.clientName || 'No client'}, ${b.services.map((s) => s.name).join(' + ')}, ${BOOKING_STATUS_LABELS[b.status]}${props.mode === 'week' ? `, with ${b.staffName}` : ''}`;
                    return (
                      <Box
                        key={b.id}
                        role="button"
                        tabIndex={0}
                        aria-label={label}
                        data-booking={b.id}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter' || e.key === ' ') {
                            e.preventDefault();
                            props.onOpen(b);
                          }
                        }}
                        onPointerDown={(e) => begin(e, b, 'move', ci)}
                        onPointerMove={moveDrag}
                        onPointerUp={() => void endDrag()}
                        onPointerCancel={() => setDrag(null)}
                        sx={{
                          position: 'absolute',
                          top: (p.top + shift) * PX_PER_MINUTE,
                          height: Math.max(18, (p.height + grow) * PX_PER_MINUTE - 2),
                          left: `calc(${(p.lane / p.lanes) * 100}% + 3px)`,
                          width: `calc(${100 / p.lanes}% - 6px)`,
                          zIndex: dragging ? 2 : 1,
                          transform:
                            dragging && drag.kind === 'move' && drag.column !== ci
                              ? `translateX(${(drag.column - ci) * 100}%)`
                              : undefined,
                          borderRadius: 1.5,
                          borderLeft: 4,
                          borderColor: color,
                          bgcolor: alpha(color, 0.14),
                          ...theme.applyStyles('dark', { bgcolor: alpha(color, 0.34) }),
                          color: 'text.primary',
                          px: 1,
                          py: 0.25,
                          overflow: 'hidden',
                          cursor: isEditable(b.status)
                            ? dragging
                              ? 'grabbing'
                              : 'grab'
                            : 'pointer',
                          opacity: inactive ? 0.55 : pending === b.id ? 0.6 : 1,
                          boxShadow: dragging ? 6 : 0,
                          touchAction: 'none',
                          userSelect: 'none',
                          '&:focus-visible': {
                            outline: 2,
                            outlineColor: 'primary.main',
                            outlineOffset: 1,
                          },
                        }}
                      >
                        <Typography
                          variant="caption"
                          sx={{
                            fontWeight: 700,
                            display: 'block',
                            lineHeight: 1.3,
                            textDecoration: inactive ? 'line-through' : undefined,
                          }}
                          noWrap
                        >
                          {axisLabel(axis, p.top + shift)} {b.clientName || 'No client'}
                        </Typography>
                        {p.height >= 30 && (
                          <Typography
                            variant="caption"
                            sx={{ display: 'block', lineHeight: 1.3 }}
                            noWrap
                          >
                            {b.services.map((s) => s.name).join(' + ')}
                          </Typography>
                        )}
                        {p.height >= 45 && (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: 'block', lineHeight: 1.3 }}
                            noWrap
                          >
                            {props.mode === 'week' ? `${b.staffName} · ` : ''}
                            {BOOKING_STATUS_LABELS[b.status]}
                          </Typography>
                        )}
                        {isEditable(b.status) && (
                          <Box
                            aria-hidden
                            onPointerDown={(e) => begin(e, b, 'resize', ci)}
                            sx={{
                              position: 'absolute',
                              left: 0,
                              right: 0,
                              bottom: 0,
                              height: 8,
                              cursor: 'ns-resize',
                            }}
                          />
                        )}
                      </Box>
                    );
                  })}
                </Box>
              );
            })}
          </Box>
        </Box>
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
      >
        Drag an appointment to move it
        {props.canDragAcrossColumns ? ' (also to another stylist)' : ''}, or its bottom edge to
        change its length. Double-click an empty time to book it.
      </Typography>
    </Box>
  );
}
