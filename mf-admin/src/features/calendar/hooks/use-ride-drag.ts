import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { droppedAt, type RideSegment } from '../utils/calendar-layout';

/** A press that travels less than this many pixels is a click, not a drag. */
const DRAG_THRESHOLD_PX = 5;

interface Press {
  id: number;
  pointerId: number;
  x: number;
  y: number;
  /** The block's column width: how far a drag goes to reach the next day. */
  columnWidth: number;
  dragging: boolean;
}

/**
 * Dragging a ride's block to another slot with pointer events (mouse, pen and touch alike): the block
 * follows the pointer, and on release the ride is dropped on the quarter hour and the day column under
 * it. A press that does not travel stays a click, so the block still opens its drawer.
 */
export function useRideDrag({
  days,
  pxPerMinute,
  onDrop,
}: {
  days: readonly string[];
  pxPerMinute: number;
  onDrop: (id: number, when: { date: string; time: string }) => void;
}) {
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState<{ id: number; dx: number; dy: number } | null>(null);

  const handlers = (segment: RideSegment) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || segment.continued || segment.ride.status === 'completed') return;
      event.currentTarget.setPointerCapture(event.pointerId);
      press.current = {
        id: segment.ride.id,
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        columnWidth: event.currentTarget.parentElement?.getBoundingClientRect().width ?? 1,
        dragging: false,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const now = press.current;
      if (!now || now.pointerId !== event.pointerId) return;
      const [dx, dy] = [event.clientX - now.x, event.clientY - now.y];
      if (!now.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      now.dragging = true;
      setOffset({ id: now.id, dx, dy });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const now = press.current;
      press.current = null;
      setOffset(null);
      if (!now?.dragging || now.pointerId !== event.pointerId) return;
      dragged.current = true;
      const moved = {
        minutes: (event.clientY - now.y) / pxPerMinute,
        days: Math.round((event.clientX - now.x) / now.columnWidth),
      };
      const when = droppedAt(segment, days, moved);
      if (when) onDrop(segment.ride.id, when);
    },
    onPointerCancel: () => {
      press.current = null;
      setOffset(null);
    },
    /** The click that ends a drag is not a click on the block. */
    swallowDragClick: (event: MouseEvent) => {
      const wasDrag = dragged.current;
      dragged.current = false;
      if (wasDrag) event.preventDefault();
      return wasDrag;
    },
  });

  return { offset, handlers };
}
