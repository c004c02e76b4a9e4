// The check every API test's answers go through (support/contract-answers.ts):
// it must find the contract of a call and refuse an answer its contract does
// not describe, or it guards nothing.
import { describe, expect, it } from 'vitest';
import { answerProblem, checkAnswer, contractOf } from '../support/contract-answers';

describe('answers checked against their contracts', () => {
  it('finds the contract of a call, the most specific path first', () => {
    expect(contractOf('POST', '/booking/create')).toBe('bookingContracts__create');
    expect(contractOf('GET', '/blog/posts/by-slug/balayage?x=1')).toBe('blogContracts__postBySlug');
    expect(contractOf('GET', '/blog/posts/abc123')).toBe('blogContracts__post');
    expect(contractOf('GET', '/no/such/call')).toBeNull();
  });

  it('refuses an answer with a missing field or a field of the wrong type, and says where', () => {
    const name = 'giftCardContracts__checkBalance';
    expect(contractOf('POST', '/gift-cards/check-balance')).toBe(name);
    expect(answerProblem(name, { unexpected: true })).toMatch(/must have required property/);
    expect(answerProblem(name, 'a string')).toMatch(/must be object/);
  });

  it('takes the API error body for a refusal, and refuses any other body', () => {
    expect(() =>
      checkAnswer('POST', '/booking/create', 409, {
        error: { code: 'slot_taken', message: 'That time was just taken.' },
      }),
    ).not.toThrow();
    expect(() => checkAnswer('POST', '/booking/create', 500, 'Internal error')).toThrow(
      /without the API's error body/,
    );
    expect(() => checkAnswer('POST', '/booking/create', 200, { booking: null })).toThrow(
      /does not say/,
    );
  });
});
