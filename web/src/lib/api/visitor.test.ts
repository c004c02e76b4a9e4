import { describe, expect, it } from 'vitest';
import { visitorId } from './visitor';

const memory = () => {
  const kept = new Map<string, string>();
  return {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
  };
};

describe('the visitor id a browser keeps', () => {
  it('is made once and then the same on every call', () => {
    const storage = memory();
    const first = visitorId(storage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(visitorId(storage)).toBe(first);
  });

  it('is made anew when storage holds something else or is off', () => {
    const storage = memory();
    storage.setItem('chairside.visitor', 'x"; drop');
    expect(visitorId(storage)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(visitorId(null)).not.toBe(visitorId(null));
  });
});
