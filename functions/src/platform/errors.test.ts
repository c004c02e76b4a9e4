import { describe, expect, it } from 'vitest';
import { errorCode, errorField, errorMessage } from './errors';

describe('what a caught error says', () => {
  it("reads Firestore's number codes and Node's string codes, and nothing from other values", () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 6 }))).toBe(6);
    expect(errorCode(Object.assign(new Error('x'), { code: 'ENOTFOUND' }))).toBe('ENOTFOUND');
    expect(errorCode({ code: { nested: true } })).toBeUndefined();
    expect(errorCode('boom')).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
  });

  it("reads a string field such as a Stripe error's type", () => {
    expect(errorField({ type: 'StripeCardError' }, 'type')).toBe('StripeCardError');
    expect(errorField({ type: 3 }, 'type')).toBeUndefined();
  });

  it('gives a message for anything thrown', () => {
    expect(errorMessage(new Error('The feed is down'))).toBe('The feed is down');
    expect(errorMessage('plain')).toBe('plain');
  });
});
