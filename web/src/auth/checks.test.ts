import { describe, expect, it } from 'vitest';
import { check } from './checks';

describe('the sign-in forms’ checks', () => {
  it('names each field’s first problem, in the words the page shows', () => {
    expect(check('signup', { name: ' ', email: 'nope', password: 'short' })).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid e-mail address',
      password: 'Use at least 8 characters',
    });
    expect(check('login', { email: 'ana@salon.test', password: '' })).toEqual({
      password: 'Enter your password',
    });
  });

  it('accepts an address with spaces around it, as the sign-in call trims it', () => {
    expect(check('email', { email: '  ana@salon.test ' })).toEqual({});
    expect(check('login', { email: 'ana@salon.test ', password: 'x' })).toEqual({});
  });
});
