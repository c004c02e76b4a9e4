import { useRef } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { BusinessHours } from '@chairside/core/org';
import { LocalDay, timeOfMinutes } from '@chairside/core/zoned-time';
import type { BookingRecord, StaffRecord } from '../../lib/data/converters';
import {
  PX_PER_HOUR,
  PX_PER_MINUTE,
  axisInstant,
  axisReading,
  bookAxis,
  layoutColumn,
  visibleHours,
  minuteOfDay,
  type GridColumn,
} from './book-layout';

export type { GridColumn };
import { BookingBlock } from './BookingBlock';
import { ColumnHeader, ColumnShading, HeaderCorner, TimeGutter } from './BookGridParts';
import { useBookDrag } from './use-book-drag';

const GUTTER = 64;

/**
 * The columns of the book (stylists of a day, or days of a week) on a time
 * axis. Drag an appointment to move it (in the day view, to another
 * stylist too) or its bottom edge to resize it (use-book-drag.ts).
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
  const { orgId, timeZone, businessHours, columns, staffById, mode } = props;
  const theme = useTheme();
  const bodyRef = useRef<HTMLDivElement>(null);

  const staffList = [
    ...new Map(columns.flatMap((c) => (c.staff ? [[c.staff.id, c.staff]] : []))).values(),
  ];
  const dates = [...new Set(columns.map((c) => c.date))];
  const hours = visibleHours(
    staffList.length ? staffList : [...staffById.values()],
    businessHours,
    dates,
    columns.flatMap((c) => c.bookings.map((b) => minuteOfDay(b.startTime, timeZone))),
  );
  const axis = bookAxis(hours, dates, timeZone);
  const height = axis.length * PX_PER_MINUTE;
  const dragging = useBookDrag({
    orgId,
    timeZone,
    axis,
    columns,
    canDragAcrossColumns: props.canDragAcrossColumns,
    body: bodyRef,
    onOpen: props.onOpen,
    onMessage: props.onMessage,
  });
  const { drag } = dragging;

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

  const divider = theme.vars?.palette.divider ?? theme.palette.divider;
  const minColumn = mode === 'day' ? 168 : 120;
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
          <HeaderCorner />
          {columns.map((c) => (
            <ColumnHeader key={c.key} column={c} mode={mode} businessHours={businessHours} />
          ))}
          <TimeGutter axis={axis} />
          <Box ref={bodyRef} sx={{ display: 'contents' }}>
            {columns.map((c, ci) => (
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
                  backgroundImage: `repeating-linear-gradient(to bottom, ${divider} 0, ${divider} 1px, transparent 1px, transparent ${PX_PER_HOUR / 2}px)`,
                }}
              >
                <ColumnShading
                  column={c}
                  axis={axis}
                  hours={hours}
                  businessHours={businessHours}
                  timeZone={timeZone}
                />
                {layoutColumn(c.bookings, timeZone, axis).map((p) => (
                  <BookingBlock
                    key={p.item.id}
                    placed={p}
                    column={ci}
                    axis={axis}
                    color={staffById.get(p.item.staffId)?.color ?? theme.palette.primary.main}
                    mode={mode}
                    dragging={dragging}
                    onOpen={props.onOpen}
                  />
                ))}
              </Box>
            ))}
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
