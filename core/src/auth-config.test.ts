import { describe, expect, it } from 'vitest';
import { loginRedirect, safeNext } from './auth-config';

describe('after sign-in', () => {
  it('goes to a same-site path, keeping its query and hash', () => {
    expect(safeNext('/staff-invite?token=abc#top')).toBe('/staff-invite?token=abc#top');
  });

  it('never goes to another site', () => {
    for (const next of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/\t/evil.test',
      'evil.test',
    ]) {
      expect(safeNext(next)).toBe('/');
    }
  });

  it('goes home without a next', () => {
    expect(safeNext(null)).toBe('/');
    expect(safeNext('')).toBe('/');
  });
});

describe('guarded screens', () => {
  it('send visitors to /login with the original path', () => {
    expect(loginRedirect('/owner-dashboard', '?tab=team')).toBe(
      '/login?next=%2Fowner-dashboard%3Ftab%3Dteam',
    );
  });

  it('send /logout and /sign-out to /login without next', () => {
    expect(loginRedirect('/logout')).toBe('/login');
    expect(loginRedirect('/sign-out')).toBe('/login');
  });
});
