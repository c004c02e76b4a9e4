import { describe, expect, it } from 'vitest';
import {
  ZModerationInput,
  ZQuotaInput,
  draftsLeft,
  pickImage,
  quotaMessage,
  quotaMonth,
} from './blog-network';

describe('the monthly allowance of batch drafts', () => {
  const now = new Date('2026-11-28T23:30:00Z');
  it('counts only this month’s drafts (UTC), and never goes below none', () => {
    expect(quotaMonth(now)).toBe('2026-11');
    expect(draftsLeft({ month: '2026-11', used: 12 }, 60, now)).toBe(48);
    expect(draftsLeft({ month: '2026-10', used: 60 }, 60, now)).toBe(60);
    expect(draftsLeft(null, 60, now)).toBe(60);
    // The platform lowered the allowance below what was already used.
    expect(draftsLeft({ month: '2026-11', used: 30 }, 10, now)).toBe(0);
    expect(draftsLeft({ month: '2026-11', used: 1 }, 60, new Date('2026-12-01T00:00:00Z'))).toBe(
      60,
    );
  });
  it('says what is left, or when it renews', () => {
    expect(quotaMessage(3, 60, 5)).toBe(
      'This blog has 3 of 60 batch drafts left this month: ask for 3 or fewer (you asked for 5).',
    );
    expect(quotaMessage(0, 60, 1)).toMatch(/used all 60 batch drafts .* renews on the 1st/);
  });
  it('refuses a negative, fractional or huge allowance, and takes null for the default', () => {
    expect(ZQuotaInput.safeParse({ batch_quota: null }).success).toBe(true);
    expect(ZQuotaInput.safeParse({ batch_quota: 0 }).success).toBe(true);
    for (const bad of [-1, 2.5, 1001])
      expect(ZQuotaInput.safeParse({ batch_quota: bad }).success, String(bad)).toBe(false);
  });
});

describe('a moderation reason', () => {
  it('is one the salon can act on: trimmed, 10 to 500 characters', () => {
    expect(ZModerationInput.parse({ reason: '  Photos belong to another salon.  ' }).reason).toBe(
      'Photos belong to another salon.',
    );
    expect(ZModerationInput.safeParse({ reason: 'spam' }).success).toBe(false);
    expect(ZModerationInput.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('a picked post’s image', () => {
  it('is whole on the platform blog: a path on the salon’s site gets its origin', () => {
    const url = 'https://studio-nova.example.app/blog/balayage';
    expect(pickImage(url, '/img/salon/colour-bar.jpg')).toBe(
      'https://studio-nova.example.app/img/salon/colour-bar.jpg',
    );
    expect(pickImage(url, 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(pickImage(url, '//cdn.example/x.jpg')).toBe('//cdn.example/x.jpg');
    expect(pickImage(url, '')).toBe('');
  });
});
