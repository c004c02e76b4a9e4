// Replies a salon might send to a client's message, from what the salon knows:
// the client's next appointment, its booking and manage links, its services'
// prices. Plain rules over the client's words; the salon edits before sending.
import { formatDuration } from './format';
import { formatMinorUnits } from './money';

export interface ReplyContext {
  clientFirstName: string;
  /** The client's latest message, or '' when the salon wrote last. */
  clientText: string;
  salonName: string;
  /** The client's next appointment, described in the salon's time zone. */
  next: { when: string; what: string; withWhom: string; manageUrl: string | null } | null;
  /** Where the client books online. */
  bookUrl: string;
  cancellationHours: number;
  services: readonly { name: string; price: number; currency: string; durationMinutes: number }[];
}

export interface Suggestion {
  label: string;
  text: string;
}

const MAX_SUGGESTIONS = 4;

const mentions = (text: string, pattern: RegExp) => pattern.test(text.toLowerCase());

const ASKS_LATE = /\b(late|running behind|traffic|stuck|delayed|few minutes|\d+ ?min)/;
const ASKS_CHANGE = /\b(cancel|reschedul|move|change|another (day|time)|can't make|cannot make)/;
const ASKS_BOOKING =
  /\b(book|appointment|availab|opening|slot|free|fit me in|when can|(mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|evening|next week|this week|this month)/;
const ASKS_PRICE = /\b(price|cost|how much|charge|rate)s?\b|\$/;
const ASKS_WHEN = /\b(when|what time|remind|confirm)/;

/** The services whose names share a word with the message (longest names first). */
function servicesNamed(text: string, services: ReplyContext['services']) {
  const words = new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);
  return services.filter((s) =>
    (s.name.toLowerCase().match(/[a-z]{3,}/g) ?? []).some((w) => words.has(w)),
  );
}

const priceLine = (s: ReplyContext['services'][number]) =>
  `${s.name} is ${formatMinorUnits(s.price, s.currency)} and takes about ${formatDuration(s.durationMinutes)}.`;

export function suggestReplies(ctx: ReplyContext): Suggestion[] {
  const hi = ctx.clientFirstName ? `Hi ${ctx.clientFirstName}, ` : 'Hi, ';
  const text = ctx.clientText;
  const out: Suggestion[] = [];

  if (text && mentions(text, ASKS_LATE)) {
    out.push({
      label: 'Running late',
      text: `${hi}no problem, thanks for letting us know. We'll see you soon!`,
    });
  }
  if (ctx.next && text && mentions(text, ASKS_CHANGE)) {
    const rule =
      ctx.cancellationHours > 0
        ? ` up to ${ctx.cancellationHours} hours before it starts`
        : ' until it starts';
    out.push({
      label: 'Change appointment',
      text: ctx.next.manageUrl
        ? `${hi}of course. You can move or cancel your ${ctx.next.what} on ${ctx.next.when} online${rule}: ${ctx.next.manageUrl}`
        : `${hi}of course. Which day and time would suit you better? Your ${ctx.next.what} is on ${ctx.next.when}.`,
    });
  }
  if (ctx.next && (!text || mentions(text, ASKS_WHEN) || mentions(text, ASKS_BOOKING))) {
    out.push({
      label: 'Next appointment',
      text: `${hi}your next appointment is ${ctx.next.when} with ${ctx.next.withWhom} (${ctx.next.what}). See you then!`,
    });
  }
  if (text && mentions(text, ASKS_PRICE) && ctx.services.length) {
    const named = servicesNamed(text, ctx.services);
    const lines = (named.length ? named : ctx.services).slice(0, 3).map(priceLine);
    out.push({ label: 'Prices', text: `${hi}${lines.join(' ')}` });
  }
  if (!ctx.next || (text && mentions(text, ASKS_BOOKING) && !mentions(text, ASKS_CHANGE))) {
    out.push({
      label: 'Booking link',
      text: `${hi}you can pick a time that suits you here: ${ctx.bookUrl}`,
    });
  }
  out.push({
    label: 'Thanks',
    text: `${hi}thanks for your message! We'll get back to you shortly. ${ctx.salonName}`,
  });
  return out.slice(0, MAX_SUGGESTIONS);
}
