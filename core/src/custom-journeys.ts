// A salon's own journeys, pure: a trigger (clients who join a segment, or
// something that happens: becoming a client, a first visit), steps (a
// message, a wait, a check that the last message was opened or clicked), and
// the goal every journey has: a booking ends it. `advance` says, for one
// client's run at time T, which message goes now and where the run goes next.
import { z } from 'zod';
import { ZCampaignContent, messageIssues } from './campaigns';
import { zDocId } from './ids';
import { ZAudience } from './marketing';

const DAY = 86_400_000;

export const JOURNEY_EVENTS = ['new_client', 'first_visit'] as const;
export type JourneyEvent = (typeof JOURNEY_EVENTS)[number];
export const JOURNEY_EVENT_LABELS: Record<JourneyEvent, string> = {
  new_client: 'Becomes a client',
  first_visit: 'Has a first visit',
};

export const JOURNEY_CHECKS = ['opened', 'not_opened', 'clicked'] as const;
export type JourneyCheck = (typeof JOURNEY_CHECKS)[number];
export const JOURNEY_CHECK_LABELS: Record<JourneyCheck, string> = {
  opened: 'Opened the last message',
  not_opened: 'Did not open the last message',
  clicked: 'Clicked a link in the last message',
};

export const ZJourneyTrigger = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('segment'), audience: ZAudience }),
    z.object({ kind: z.literal('event'), event: z.enum(JOURNEY_EVENTS) }),
  ],
  { error: 'Choose what starts the journey' },
);
export type JourneyTrigger = z.output<typeof ZJourneyTrigger>;

export const ZJourneyStep = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('message'),
      channels: z.object({ email: z.boolean().default(true), sms: z.boolean().default(false) }),
      content: ZCampaignContent,
    }),
    z.object({
      kind: z.literal('wait'),
      days: z
        .number({ error: 'Enter the days' })
        .int('Use whole days')
        .min(1, 'At least 1 day')
        .max(180, 'At most 180 days'),
    }),
    z.object({ kind: z.literal('condition'), check: z.enum(JOURNEY_CHECKS) }),
  ],
  { error: 'A step is a message, a wait or a check' },
);
export type JourneyStep = z.output<typeof ZJourneyStep>;

export const ZCustomJourneyInput = z
  .object({
    orgId: z.string().trim().pipe(zDocId('Not a salon id')),
    /** Absent for a new journey. */
    id: zDocId('Not a journey id').optional(),
    name: z.string().trim().min(1, 'Name the journey').max(80, 'At most 80 characters'),
    enabled: z.boolean().default(false),
    trigger: ZJourneyTrigger,
    /** A segment's clients already in it start too (else only those who join later). */
    includeExisting: z.boolean().default(true),
    steps: z.array(ZJourneyStep).min(1, 'Add a message').max(12, 'At most 12 steps'),
  })
  .superRefine((j, ctx) => {
    if (!j.steps.some((s) => s.kind === 'message'))
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'Add a message' });
    j.steps.forEach((s, i) => {
      const before = j.steps[i - 1];
      if (s.kind === 'message') {
        for (const issue of messageIssues(s.channels, s.content, 10, ['steps', i]))
          ctx.addIssue({ code: 'custom', ...issue });
        if (
          before?.kind === 'message' ||
          (before?.kind === 'condition' && j.steps[i - 2]?.kind === 'message')
        )
          ctx.addIssue({
            code: 'custom',
            path: ['steps', i],
            message: 'Put a wait between two messages',
          });
      }
      if (s.kind === 'condition' && before?.kind !== 'wait')
        ctx.addIssue({
          code: 'custom',
          path: ['steps', i],
          message: 'Put a wait before a check: a message needs time to be opened',
        });
    });
  });
export type CustomJourneyInput = z.input<typeof ZCustomJourneyInput>;

export type RunStatus = 'active' | 'done' | 'goal' | 'stopped';
export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  active: 'In the journey',
  done: 'Finished',
  goal: 'Booked',
  stopped: 'Left at a check',
};

/** Where one client is in a journey. */
export interface RunState {
  step: number;
  /** When the run next moves (ms). */
  nextAt: number;
  status: RunStatus;
}

/** What is known of the client now. */
export interface RunFacts {
  /** Booked since entering (the goal). */
  booked: boolean;
  lastOpened: boolean;
  lastClicked: boolean;
}

const passes = (check: JourneyCheck, f: RunFacts) =>
  check === 'opened'
    ? f.lastOpened || f.lastClicked
    : check === 'not_opened'
      ? !f.lastOpened && !f.lastClicked
      : f.lastClicked;

/**
 * One client's run at `now`: the message step to send (at most one: steps are
 * checked to have a wait between messages) and the run's next state. A run
 * not due, or finished, is as it was; a booking ends it at the goal.
 */
export function advance(
  steps: readonly JourneyStep[],
  state: RunState,
  facts: RunFacts,
  now: number,
): { state: RunState; send: number | null } {
  if (state.status !== 'active' || state.nextAt > now) return { state, send: null };
  if (facts.booked) return { state: { ...state, status: 'goal' }, send: null };
  let send: number | null = null;
  for (let i = state.step; i < steps.length; i++) {
    const s = steps[i]!;
    if (s.kind === 'message') {
      if (send !== null) return { state: { step: i, nextAt: now, status: 'active' }, send };
      send = i;
    } else if (s.kind === 'wait') {
      return { state: { step: i + 1, nextAt: now + s.days * DAY, status: 'active' }, send };
    } else if (!passes(s.check, facts)) {
      return { state: { step: i, nextAt: now, status: 'stopped' }, send };
    }
  }
  return { state: { step: steps.length, nextAt: now, status: 'done' }, send };
}
