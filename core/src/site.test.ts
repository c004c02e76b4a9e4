import { describe, expect, it } from 'vitest';
import { cityOf, hoursInWeekOrder, time12, ZContactForm } from './site';

describe('the site’s opening hours', () => {
  it('lists the week Monday first whatever order the stored map has', () => {
    const stored = {
      Sunday: 'Closed',
      Friday: '9:00 AM – 6:00 PM',
      Monday: 'Closed',
      Wednesday: '10:00 AM – 8:00 PM',
      Tuesday: '9:00 AM – 6:00 PM',
      Saturday: '9:00 AM – 5:00 PM',
      Thursday: '10:00 AM – 8:00 PM',
    };
    expect(hoursInWeekOrder(stored).map(([day]) => day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('writes times the way visitors read them', () => {
    expect(time12('00:00')).toBe('12:00 AM');
    expect(time12('09:05')).toBe('9:05 AM');
    expect(time12('12:30')).toBe('12:30 PM');
    expect(time12('17:00')).toBe('5:00 PM');
  });

  it('finds the city of an address for the directory', () => {
    expect(cityOf('214 Atlantic Ave, Brooklyn, NY 11201')).toBe('Brooklyn');
    expect(cityOf('1 High Street, Bristol')).toBe('Bristol');
    expect(cityOf('Somewhere')).toBe('');
  });
});

describe('the contact form', () => {
  it('answers with the spec’s messages', () => {
    const result = ZContactForm.safeParse({ name: 'A', email: 'nope', message: 'Hi' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 5 characters',
    });
  });
});
