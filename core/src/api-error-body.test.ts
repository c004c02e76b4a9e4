import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './api-error-body';
import { ZApiErrorBody } from './api-error';

const samples: unknown[] = [
  { error: { code: 'forbidden', message: 'You are not a member of this salon.' } },
  { error: { code: 'validation_failed', message: 'The salon is not valid.', details: [] } },
  { error: { code: 42, message: 'x' } },
  { error: { code: 'x' } },
  { error: 'nope' },
  { message: 'plain' },
  'Internal Server Error',
  null,
];

describe('apiErrorOf', () => {
  it('reads an error answer exactly when the shared schema accepts it', () => {
    for (const body of samples) {
      const parsed = ZApiErrorBody.safeParse(body);
      expect(apiErrorOf(body)).toEqual(
        parsed.success
          ? { code: parsed.data.error.code, message: parsed.data.error.message }
          : null,
      );
    }
  });

  it('gives the code and message a person is shown', () => {
    expect(
      apiErrorOf({ error: { code: 'slot_taken', message: 'That time was just taken.' } }),
    ).toEqual({
      code: 'slot_taken',
      message: 'That time was just taken.',
    });
  });
});
