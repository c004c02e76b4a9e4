import { describe, expect, it } from 'vitest';
import { ZCustomJourneyInput, advance, type JourneyStep } from './custom-journeys';

const DAY = 86_400_000;
const message = (subject: string): JourneyStep => ({
  kind: 'message',
  channels: { email: true, sms: false },
  content: { subject, html: '<p>Hi</p>', sms: '' },
});
const steps: JourneyStep[] = [
  message('Welcome'),
  { kind: 'wait', days: 3 },
  { kind: 'condition', check: 'not_opened' },
  message('Did you see this?'),
  { kind: 'wait', days: 7 },
  message('Last call'),
];
const none = { booked: false, lastOpened: false, lastClicked: false };

describe('a journey of the salon’s own', () => {
  it('sends the first message, then waits', () => {
    const r = advance(steps, { step: 0, nextAt: 0, status: 'active' }, none, 1_000);
    expect(r).toEqual({ send: 0, state: { step: 2, nextAt: 1_000 + 3 * DAY, status: 'active' } });
  });

  it('does nothing before its time, and ends at the goal when the client booked', () => {
    const waiting = { step: 2, nextAt: 5 * DAY, status: 'active' as const };
    expect(advance(steps, waiting, none, 4 * DAY)).toEqual({ state: waiting, send: null });
    expect(advance(steps, waiting, { ...none, booked: true }, 6 * DAY).state.status).toBe('goal');
  });

  it('passes a check to the next message, or stops there', () => {
    const at = { step: 2, nextAt: 0, status: 'active' as const };
    expect(advance(steps, at, none, DAY)).toEqual({
      send: 3,
      state: { step: 5, nextAt: DAY + 7 * DAY, status: 'active' },
    });
    expect(advance(steps, at, { ...none, lastOpened: true }, DAY).state.status).toBe('stopped');
    expect(advance(steps, { step: 5, nextAt: 0, status: 'active' }, none, DAY)).toEqual({
      send: 5,
      state: { step: 6, nextAt: DAY, status: 'done' },
    });
  });

  it('refuses a check without a wait before it, and two messages back to back', () => {
    const bad = ZCustomJourneyInput.safeParse({
      orgId: 'nova',
      name: 'Rushed',
      trigger: { kind: 'event', event: 'new_client' },
      steps: [message('One'), { kind: 'condition', check: 'opened' }, message('Two')],
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['steps.1', 'Put a wait before a check: a message needs time to be opened'],
      ['steps.2', 'Put a wait between two messages'],
    ]);
    const none = ZCustomJourneyInput.safeParse({
      orgId: 'nova',
      name: 'Silent',
      trigger: { kind: 'event', event: 'new_client' },
      steps: [{ kind: 'wait', days: 2 }],
    });
    expect(none.error?.issues[0]).toMatchObject({ path: ['steps'], message: 'Add a message' });
  });
});
