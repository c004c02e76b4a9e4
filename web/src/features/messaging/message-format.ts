import type { Conversation } from '../../lib/data/messaging';

/** The other side's name: the client for the salon, the salon for the client. */
export const titleOf = (c: Conversation, uid: string) =>
  c.clientUserId === uid ? c.salonName : c.clientName;

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** The list's time: "2:05 PM" today, "Mon" this week, else "Nov 3". */
export function shortWhen(at: Date, now = new Date()): string {
  if (sameDay(at, now))
    return at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  const days = (now.getTime() - at.getTime()) / 86_400_000;
  if (days < 6) return at.toLocaleDateString('en-US', { weekday: 'short' });
  return at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** A thread's day separator: "Today", "Yesterday", "Monday, November 3". */
export function dayLabel(at: Date, now = new Date()): string {
  if (sameDay(at, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(at, yesterday)) return 'Yesterday';
  return at.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

export const timeLabel = (at: Date) =>
  at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
