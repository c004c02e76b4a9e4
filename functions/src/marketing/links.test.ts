import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './links';

describe('unsubscribe links', () => {
  const before = process.env['BOOKING_LINK_SECRET'];
  beforeEach(() => {
    process.env['BOOKING_LINK_SECRET'] = 'a-test-key-of-at-least-thirty-two-characters';
  });
  afterEach(() => {
    process.env['BOOKING_LINK_SECRET'] = before;
  });

  it('names the salon, the client and the channel, and reads back', () => {
    const token = unsubscribeToken('nova', 'c-ana', 'sms')!;
    expect(token.startsWith('nova.c-ana.s.')).toBe(true);
    expect(verifyUnsubscribeToken(token)).toEqual({
      orgId: 'nova',
      clientId: 'c-ana',
      channel: 'sms',
    });
  });

  it('refuses a link pointed at someone else, another channel, or another key', () => {
    const token = unsubscribeToken('nova', 'c-ana', 'email')!;
    const signature = token.split('.').at(-1)!;
    for (const forged of [
      `nova.c-bob.e.${signature}`,
      `nova.c-ana.s.${signature}`,
      `nova.c-ana.e.${signature}x`,
      'nova.c-ana.e',
    ])
      expect(() => verifyUnsubscribeToken(forged)).toThrow(/not valid/);
    process.env['BOOKING_LINK_SECRET'] = 'another-key-of-at-least-thirty-two-characters!';
    expect(() => verifyUnsubscribeToken(token)).toThrow(/not valid/);
  });
});
