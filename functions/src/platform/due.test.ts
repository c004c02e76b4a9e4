import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { duePlan, timeOf } from './due';

const t = (iso: string) => new Date(iso);

describe('what a write of a due document changes in the queue', () => {
  it('plans a new document at its time', () => {
    expect(duePlan(null, t('2026-12-01T10:00:00Z'), false)).toEqual({
      enqueue: t('2026-12-01T10:00:00Z'),
      withdraw: null,
    });
  });

  it('moves the task when the time moves (a moved appointment, a retry later)', () => {
    expect(duePlan(t('2026-12-01T10:00:00Z'), t('2026-12-02T10:00:00Z'), false)).toEqual({
      enqueue: t('2026-12-02T10:00:00Z'),
      withdraw: t('2026-12-01T10:00:00Z'),
    });
  });

  it('changes nothing when the time stays (any other edit, a retried trigger)', () => {
    expect(duePlan(t('2026-12-01T10:00:00Z'), t('2026-12-01T10:00:00Z'), false)).toEqual({
      enqueue: null,
      withdraw: null,
    });
  });

  it('withdraws the task of a deleted document, and leaves a done one to its own task', () => {
    expect(duePlan(t('2026-12-01T10:00:00Z'), null, true)).toEqual({
      enqueue: null,
      withdraw: t('2026-12-01T10:00:00Z'),
    });
    expect(duePlan(t('2026-12-01T10:00:00Z'), null, false)).toEqual({
      enqueue: null,
      withdraw: null,
    });
  });
});

describe('a stored time', () => {
  it('reads Timestamps and Dates, and nothing else', () => {
    const at = t('2026-12-01T10:00:00Z');
    expect(timeOf(Timestamp.fromDate(at))).toEqual(at);
    expect(timeOf(at)).toEqual(at);
    expect(timeOf(null)).toBeNull();
    expect(timeOf('2026-12-01T10:00:00Z')).toBeNull();
    expect(timeOf({ toDate: () => 'not a date' })).toBeNull();
  });
});
