// A personal note for a client, for a rebooking message: their last visit,
// who looked after them and what they usually book, from their own history.
// Nothing is offered that the salon did not decide (no discount, no time).
import type { Tone } from './content';
import { firstName } from './facts';
import { listText, seeded } from './writer';

export interface ClientHistory {
  firstName: string;
  salonName: string;
  /** Completed visits, newest first. */
  visits: { at: Date; serviceNames: string[]; staffName: string }[];
}

export interface NoteFacts {
  firstName: string;
  lastVisit: { at: Date; services: string[]; staffName: string } | null;
  weeksSince: number | null;
  usualService: string | null;
  usualStylist: string | null;
  visits: number;
}

const mostOf = (xs: string[]) => {
  const n = new Map<string, number>();
  for (const x of xs) if (x) n.set(x, (n.get(x) ?? 0) + 1);
  const top = [...n].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] >= 2 ? top[0] : null;
};

export function noteFacts(h: ClientHistory, now: Date): NoteFacts {
  const last = h.visits[0] ?? null;
  return {
    firstName: h.firstName.trim(),
    lastVisit: last && { at: last.at, services: last.serviceNames, staffName: last.staffName },
    weeksSince: last ? Math.floor((now.getTime() - last.at.getTime()) / (7 * 86_400_000)) : null,
    usualService: mostOf(h.visits.flatMap((v) => v.serviceNames)),
    usualStylist: mostOf(h.visits.map((v) => v.staffName)),
    visits: h.visits.length,
  };
}

/** The built-in note: two or three sentences from the client's own history. */
export function writeNote(f: NoteFacts, salonName: string, tone: Tone, seed: number): string {
  const rng = seeded(`note|${f.firstName}|${tone}|${seed}`);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
  const hi = f.firstName ? `Hi ${f.firstName},` : 'Hi,';
  if (!f.lastVisit)
    return `${hi} ${pick(['we’d love to welcome you to', 'we can’t wait to see you at'])} ${salonName}. You can book online in a minute: {{booking_link}}`;
  const what = listText(f.lastVisit.services.slice(0, 2)) || 'visit';
  const who = f.lastVisit.staffName ? ` with ${firstName(f.lastVisit.staffName)}` : '';
  const when =
    f.weeksSince === null || f.weeksSince < 1
      ? 'Thank you for coming in'
      : f.weeksSince === 1
        ? `It’s been a week since your ${what}${who}`
        : `It’s been ${f.weeksSince} weeks since your ${what}${who}`;
  const usual =
    f.usualService && f.usualStylist
      ? ` ${pick(['Ready for your usual', 'Time for your usual'])} ${f.usualService} with ${firstName(f.usualStylist)}?`
      : f.usualService
        ? ` Time for your next ${f.usualService}?`
        : '';
  const close = {
    warm: 'We’d love to see you again.',
    luxurious: 'Your chair is waiting.',
    playful: 'Come back and see us!',
    professional: 'Book whenever it suits you.',
  }[tone];
  return `${hi} ${when.charAt(0).toLowerCase()}${when.slice(1)}.${usual} ${close} {{booking_link}}`;
}
