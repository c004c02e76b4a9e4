// Dragging in the book: an appointment moves (in the day view to another
// stylist too) or its bottom edge changes its length. A press without a move
// opens it. The server checks the same conflicts as online booking; the book
// shows the result live.
import { useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { isEditable } from '@chairside/core/booking';
import { useWrite } from '../../lib/api/write';
import { moveBooking } from '../../lib/data/bookings';
import type { BookingRecord } from '../../lib/data/converters';
import {
  axisInstant,
  axisOffsetOf,
  snapMinutes,
  type BookAxis,
  type GridColumn,
} from './book-layout';

export interface Drag {
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

type Change = { start: string; staffId: string; durationMinutes?: number };

/** Where the drag leaves the appointment: its new start and stylist, or its new length. */
function changeOf(d: Drag, target: GridColumn, axis: BookAxis, timeZone: string): Change {
  const length = Math.round((d.booking.endTime.getTime() - d.booking.startTime.getTime()) / 60_000);
  if (d.kind === 'resize') {
    return {
      start: d.booking.startTime.toISOString(),
      staffId: d.booking.staffId,
      durationMinutes: Math.max(5, length + d.deltaMinutes),
    };
  }
  const startOffset = axisOffsetOf(axis, d.booking.startTime.getTime(), timeZone);
  const offset = Math.max(0, Math.min(axis.length - 5, startOffset + d.deltaMinutes));
  return {
    start: new Date(axisInstant(axis, offset, target.date, timeZone)).toISOString(),
    staffId: target.staff?.id ?? d.booking.staffId,
  };
}

export function useBookDrag(options: {
  orgId: string;
  timeZone: string;
  axis: BookAxis;
  columns: GridColumn[];
  canDragAcrossColumns: boolean;
  body: RefObject<HTMLDivElement | null>;
  onOpen: (b: BookingRecord) => void;
  onMessage: (text: string) => void;
}) {
  const { orgId, timeZone, axis, columns, body, onOpen, onMessage } = options;
  const [drag, setDrag] = useState<Drag | null>(null);
  const move = useWrite(
    (v: { booking: BookingRecord; kind: Drag['kind']; change: Change }) =>
      moveBooking(orgId, v.booking.id, v.change),
    {
      onSuccess: (_answer, v) =>
        onMessage(v.kind === 'resize' ? 'Appointment length changed' : 'Appointment moved'),
      onError: (error) => onMessage(error.message),
    },
  );
  /** The appointment whose move the server is checking. */
  const pending = move.isPending ? (move.variables?.booking.id ?? null) : null;

  const columnAt = (clientX: number): number => {
    const cols = [...(body.current?.querySelectorAll<HTMLElement>('[data-column]') ?? [])];
    return cols.findIndex((el) => {
      const r = el.getBoundingClientRect();
      return clientX >= r.left && clientX < r.right;
    });
  };

  const begin = (
    e: ReactPointerEvent<HTMLElement>,
    booking: BookingRecord,
    kind: Drag['kind'],
    column: number,
  ) => {
    if (e.button !== 0 || pending) return;
    const fixed = !isEditable(booking.status);
    if (fixed && kind === 'resize') return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
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

  const follow = (e: ReactPointerEvent) => {
    if (!drag || drag.fixed) return;
    const delta = snapMinutes(e.clientY - drag.startY);
    const col =
      drag.kind === 'move' && options.canDragAcrossColumns ? columnAt(e.clientX) : drag.fromColumn;
    const moved =
      drag.moved || Math.abs(e.clientY - drag.startY) > 4 || Math.abs(e.clientX - drag.startX) > 4;
    setDrag({ ...drag, deltaMinutes: delta, column: col < 0 ? drag.column : col, moved });
  };

  const end = () => {
    if (!drag) return;
    const d = drag;
    setDrag(null);
    if (!d.moved) return onOpen(d.booking);
    const target = columns[d.column];
    if (!target || (d.deltaMinutes === 0 && d.column === d.fromColumn)) return;
    move.mutate({ booking: d.booking, kind: d.kind, change: changeOf(d, target, axis, timeZone) });
  };

  return { drag, pending, begin, follow, end, cancel: () => setDrag(null) };
}

export type BookDrag = ReturnType<typeof useBookDrag>;
