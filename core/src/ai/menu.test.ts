import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuItems, parseMenu } from './menu';

describe('a menu from the owner’s own words', () => {
  it('reads names, prices and lengths as they were written', () => {
    const menu = parseMenu(
      "Women's cut 65\nMen's cut $40 (30 min)\nBalayage from 180, 3 hours\nGel nails\nBlow-dry 45 - 45 minutes\nBeard trim £15 1h 15m",
      'hair',
      'USD',
    );
    expect(menu).toEqual([
      {
        name: "Women's cut",
        category: 'Cuts',
        durationMinutes: 45,
        price: 6500,
        durationFrom: 'typical',
      },
      {
        name: "Men's cut",
        category: 'Cuts',
        durationMinutes: 30,
        price: 4000,
        durationFrom: 'text',
      },
      {
        name: 'Balayage',
        category: 'Colour',
        durationMinutes: 180,
        price: 18000,
        durationFrom: 'text',
      },
      {
        name: 'Gel nails',
        category: 'Nails',
        durationMinutes: 60,
        price: null,
        durationFrom: 'typical',
      },
      {
        name: 'Blow-dry',
        category: 'Styling',
        durationMinutes: 45,
        price: 4500,
        durationFrom: 'text',
      },
      {
        name: 'Beard trim',
        category: 'Barbering',
        durationMinutes: 75,
        price: 1500,
        durationFrom: 'text',
      },
    ]);
  });

  it('splits a single line at its commas, and keeps decimals', () => {
    expect(menuItems('cut 30, colour 80.50, nails')).toEqual(['cut 30', 'colour 80.50', 'nails']);
    expect(parseMenu('cut 30, colour 80.50, nails', 'nails', 'EUR').map((l) => l.price)).toEqual([
      3000,
      8050,
      null,
    ]);
  });

  it('never gives a price the owner did not write', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('balayage', 'gel nails', 'brow tint', 'facial', 'kids cut', 'massage'),
          { minLength: 1, maxLength: 6 },
        ),
        (names) => {
          for (const line of parseMenu(names.join('\n'), 'beauty', 'USD'))
            expect(line.price).toBeNull();
        },
      ),
    );
  });

  it('drops empty lines, numbering and repeats', () => {
    expect(parseMenu('1. Cut 20\n\n- cut 25\n* Colour', 'hair', 'USD').map((l) => l.name)).toEqual([
      'Cut',
      'Colour',
    ]);
  });
});
