import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { BOOKING_STATUS_LABELS, isEditable } from '@chairside/core/booking';
import type { BookingRecord } from '../../lib/data/converters';
import { PX_PER_MINUTE, axisLabel, type BookAxis, type Placed } from './book-layout';
import type { BookDrag } from './use-book-drag';
import { RiskBadge, riskText } from './RiskBadge';
import { useNoShowRisk } from '../../lib/data/intelligence';

/** One appointment in a column of the book: a button that opens, moves and resizes. */
export function BookingBlock({
  placed: p,
  column,
  axis,
  color,
  mode,
  dragging: d,
  onOpen,
}: {
  placed: Placed<BookingRecord>;
  /** The column it sits in (dragging to another shifts it across). */
  column: number;
  axis: BookAxis;
  color: string;
  mode: 'day' | 'week';
  dragging: BookDrag;
  onOpen: (b: BookingRecord) => void;
}) {
  const theme = useTheme();
  const b = p.item;
  const drag = d.drag;
  const dragging = drag?.booking.id === b.id && drag.moved;
  const shift = dragging && drag.kind === 'move' ? drag.deltaMinutes : 0;
  const grow = dragging && drag.kind === 'resize' ? drag.deltaMinutes : 0;
  const inactive = b.status === 'cancelled' || b.status === 'no_show';
  const services = b.services.map((s) => s.name).join(' + ');
  const risk = useNoShowRisk(b.id);
  const label = `${axisLabel(axis, p.top)}, ${b.clientName || 'No client'}, ${services}, ${BOOKING_STATUS_LABELS[b.status]}${mode === 'week' ? `, with ${b.staffName}` : ''}${risk && risk.level !== 'low' ? `. ${riskText(risk)}` : ''}`;
  const line = { display: 'block', lineHeight: 1.3 } as const;
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={label}
      data-booking={b.id}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen(b);
        }
      }}
      onPointerDown={(e) => d.begin(e, b, 'move', column)}
      onPointerMove={d.follow}
      onPointerUp={d.end}
      onPointerCancel={d.cancel}
      sx={{
        position: 'absolute',
        top: (p.top + shift) * PX_PER_MINUTE,
        height: Math.max(18, (p.height + grow) * PX_PER_MINUTE - 2),
        left: `calc(${(p.lane / p.lanes) * 100}% + 3px)`,
        width: `calc(${100 / p.lanes}% - 6px)`,
        zIndex: dragging ? 2 : 1,
        transform:
          dragging && drag.kind === 'move' && drag.column !== column
            ? `translateX(${(drag.column - column) * 100}%)`
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
        cursor: isEditable(b.status) ? (dragging ? 'grabbing' : 'grab') : 'pointer',
        opacity: inactive ? 0.55 : d.pending === b.id ? 0.6 : 1,
        boxShadow: dragging ? 6 : 0,
        touchAction: 'none',
        userSelect: 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <Typography
        variant="caption"
        sx={{ ...line, fontWeight: 700, textDecoration: inactive ? 'line-through' : undefined }}
        noWrap
      >
        {axisLabel(axis, p.top + shift)} {b.clientName || 'No client'}
      </Typography>
      {p.height >= 30 && (
        <Typography variant="caption" sx={line} noWrap>
          {services}
        </Typography>
      )}
      {p.height >= 45 && (
        <Typography variant="caption" color="text.secondary" sx={line} noWrap>
          {mode === 'week' ? `${b.staffName} · ` : ''}
          {BOOKING_STATUS_LABELS[b.status]}
        </Typography>
      )}
      {!inactive && <RiskBadge bookingId={b.id} />}
      {isEditable(b.status) && (
        <Box
          aria-hidden
          onPointerDown={(e) => d.begin(e, b, 'resize', column)}
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
}
