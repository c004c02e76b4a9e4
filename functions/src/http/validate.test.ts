import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { orgIdFrom, parse } from './validate';

const ZContact = z.object({
  name: z.string().min(2, 'Name must be at least 2 characters'),
  email: z.email('Please enter a valid email address'),
});

describe('parse', () => {
  it('returns the parsed value when the input is valid', () => {
    expect(parse(ZContact, { name: 'Ana', email: 'ana@example.com' })).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
    });
  });

  it('answers a 400 that lists each bad field with the message the form shows', () => {
    let thrown: unknown;
    try {
      parse(ZContact, { name: 'A', email: 'nope' }, 'message');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'The message is not valid.',
      details: [
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
      ],
    });
  });
});

describe('the salon key of our own calls', () => {
  it('is orgId; a call that sends the salon_id it was first published with still works', () => {
    expect(orgIdFrom({ salon_id: 'nova', theme: 1 })).toEqual({ orgId: 'nova', theme: 1 });
    expect(orgIdFrom({ orgId: 'nova' })).toEqual({ orgId: 'nova' });
  });
  it('orgId wins when both are sent, and nothing else is touched', () => {
    expect(orgIdFrom({ orgId: 'nova', salon_id: 'luxe' })).toEqual({
      orgId: 'nova',
      salon_id: 'luxe',
    });
    expect(orgIdFrom(undefined)).toBeUndefined();
    expect(orgIdFrom('x')).toBe('x');
  });
});
