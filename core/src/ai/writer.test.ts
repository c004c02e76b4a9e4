import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../weekdays';
import { salonArbitrary as salon } from '../test-support/salons';
import { CONTENT_KINDS, CONTENT_OUTPUTS, LENGTHS, TONES } from './content';
import { checkAnswer, checkText, factIndex } from './fact-check';
import { frequentReviewWords, hoursText, localityOf, salonFacts, type SalonFacts } from './facts';
import { writeContent } from './writer';

const request = fc.record({
  kind: fc.constantFrom(...CONTENT_KINDS),
  tone: fc.constantFrom(...TONES),
  length: fc.constantFrom(...LENGTHS),
  seed: fc.nat(1_000_000),
});

function subjectOf(facts: SalonFacts, kind: string, n: number) {
  if (kind === 'service-description')
    return { serviceId: facts.services[n % facts.services.length]!.id };
  if (kind === 'staff-bio' && facts.team.length > 0)
    return { staffId: facts.team[n % facts.team.length]!.id };
  return {};
}

describe('the built-in writer', () => {
  it('writes every kind validly from any salon, and states nothing the salon did not give', () => {
    fc.assert(
      fc.property(salon, request, (facts, r) => {
        if (r.kind === 'staff-bio' && facts.team.length === 0) return;
        const out = writeContent({ ...r, facts, ...subjectOf(facts, r.kind, r.seed) });
        // The shape (and every length limit) the site and the forms take.
        expect(CONTENT_OUTPUTS[r.kind].safeParse(out).success).toBe(true);
        // No invented price, length of time, clock time or name.
        const { flags } = checkAnswer(out, factIndex(facts));
        expect(flags).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same text for the same seed, and other phrasings for other seeds', () => {
    fc.assert(
      fc.property(salon, (facts) => {
        const base = {
          kind: 'hero' as const,
          facts,
          tone: 'warm' as const,
          length: 'medium' as const,
        };
        expect(writeContent({ ...base, seed: 7 })).toEqual(writeContent({ ...base, seed: 7 }));
        const variants = new Set(
          Array.from({ length: 12 }, (_, seed) => JSON.stringify(writeContent({ ...base, seed }))),
        );
        expect(variants.size).toBeGreaterThan(1);
      }),
      { numRuns: 50 },
    );
  });

  it('writes a service description with its real price, length and team', () => {
    const facts = salonFacts({
      org: {
        name: 'Studio Nova',
        address: '1 Main St, Park Slope, NY',
        phone: '',
        currency: 'USD',
        description: '',
        businessHours: Object.fromEntries(
          WEEKDAYS.map((d) => [d, { open: true, start: '09:00', end: '18:00' }]),
        ) as never,
      },
      services: [
        {
          id: 'bal',
          name: 'Balayage',
          category: 'Colour',
          description: '',
          durationMinutes: 150,
          price: 22_000,
          currency: 'USD',
          staffIds: ['a'],
        },
      ],
      staff: [{ id: 'a', displayName: 'Ava Reyes', title: 'Colourist', bio: '' }],
    });
    const out = writeContent({
      kind: 'service-description',
      facts,
      serviceId: 'bal',
      tone: 'professional',
      length: 'long',
      seed: 0,
    });
    expect(out.description).toMatch(/\$220/);
    expect(out.description).toMatch(/2 hours 30 minutes/);
    expect(out.description).toMatch(/Ava/);
    expect(() =>
      writeContent({
        kind: 'service-description',
        facts,
        serviceId: 'gone',
        tone: 'warm',
        length: 'short',
        seed: 0,
      }),
    ).toThrow(/not on the salon/);
  });

  it('says more when asked for a long text than for a short one', () => {
    fc.assert(
      fc.property(salon, fc.nat(1000), (facts, seed) => {
        const about = (length: 'short' | 'long') =>
          writeContent({ kind: 'about-us', facts, tone: 'warm', length, seed }).paragraphs.length;
        expect(about('short')).toBeLessThanOrEqual(about('long'));
        const service = facts.services[0]!.id;
        const sentences = (length: 'short' | 'long') =>
          writeContent({
            kind: 'service-description',
            facts,
            serviceId: service,
            tone: 'warm',
            length,
            seed,
          }).description.split(/(?<=[.!?])\s+/).length;
        expect(sentences('short')).toBeLessThan(sentences('long'));
      }),
      { numRuns: 100 },
    );
  });
});

describe('the fact check', () => {
  const facts = salonFacts({
    org: {
      name: 'Studio Nova',
      address: '',
      phone: '',
      currency: 'USD',
      description: '',
      businessHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { open: d !== 'sun', start: '09:00', end: '18:00' }]),
      ) as never,
    },
    services: [
      {
        id: 'cut',
        name: 'Signature Cut',
        category: 'Cuts',
        description: '',
        durationMinutes: 45,
        price: 6_500,
        currency: 'USD',
        staffIds: [],
      },
    ],
    staff: [{ id: 'a', displayName: 'Ava Reyes', title: '', bio: '' }],
  });
  const index = factIndex(facts);

  it('takes out a sentence with a price, a length or an hour the salon does not have', () => {
    const r = checkText(
      'Our Signature Cut is $65 and takes 45 minutes. A colour is only $40! It takes 2 hours. We open at 7am. Ava opens at 9am.',
      index,
    );
    expect(r.text).toBe('Our Signature Cut is $65 and takes 45 minutes. Ava opens at 9am.');
    expect(r.flags.map((f) => [f.kind, f.text, f.action])).toEqual([
      ['price', '$40', 'removed'],
      ['duration', '2 hours', 'removed'],
      ['time', '7am', 'removed'],
    ]);
  });

  it('flags a name nobody at the salon has', () => {
    const r = checkText('Book with Ava or with Gregory on Monday.', index);
    expect(r.text).toBe('Book with Ava or with Gregory on Monday.');
    expect(r.flags).toEqual([{ kind: 'name', text: 'Gregory', action: 'flagged' }]);
  });

  it('reads prices in words and in other currencies too', () => {
    expect(checkText('It is 80 dollars.', index).flags[0]?.kind).toBe('price');
    expect(checkText('It is €65.', index).flags).toEqual([]);
  });
});

describe('facts', () => {
  it('finds the locality of an address', () => {
    expect(localityOf('12 Elm St, Park Slope, Brooklyn, NY 11215')).toBe('Park Slope');
    expect(localityOf('4 High Street, Camden NW1')).toBe('Camden');
    expect(localityOf('Somewhere')).toBe('');
  });

  it('keeps the words at least two reviews use', () => {
    expect(
      frequentReviewWords(['Lovely colour, friendly', 'Great colour and friendly staff', 'ok']),
    ).toEqual(['colour', 'friendly']);
  });

  it('groups the opening hours', () => {
    const hours = WEEKDAYS.map((day) => ({
      day,
      open: day !== 'sun' && day !== 'mon',
      start: '09:00',
      end: day === 'sat' ? '17:00' : '20:00',
    }));
    expect(hoursText(hours)).toBe('Tuesday to Friday 9am–8pm, Saturday 9am–5pm');
  });
});
