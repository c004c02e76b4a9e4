import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETING_VARIABLES } from '../campaigns';
import { salonArbitrary } from '../test-support/salons';
import { TONES } from './content';
import { checkText, factIndex } from './fact-check';
import { noteFacts, writeNote } from './personal-note';
import { promoHtml, writePromo, ZPromoRequest } from './promo';

const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]);

describe('promotional content', () => {
  it('quotes the owner’s offer, states only the menu’s prices, and uses only the campaign’s placeholders', () => {
    fc.assert(
      fc.property(
        salonArbitrary,
        fc.constantFrom('', '20% off a gloss until 15 December', 'A free fringe trim with any cut'),
        fc.constantFrom(...TONES),
        fc.nat(100),
        (facts, offer, tone, seed) => {
          const req = ZPromoRequest.parse({
            orgId: 'o',
            offer,
            tone,
            seed,
            serviceIds: facts.services.slice(0, 2).map((s) => s.id),
          });
          const texts = writePromo(facts, req);
          const out = promoHtml(texts);
          if (offer) expect(out.html).toContain(offer.slice(1));
          const index = factIndex(facts, [offer]);
          for (const t of [...texts.subjects, ...texts.paragraphs, texts.sms]) {
            expect(checkText(t, index).flags.filter((f) => f.kind !== 'name')).toEqual([]);
            for (const p of placeholders(t)) expect(MARKETING_VARIABLES).toContain(p);
          }
          expect(out.html).toContain('href="{{booking_link}}"');
          expect(texts.sms.length).toBeLessThanOrEqual(300);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('a personal note', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const visit = (daysAgo: number, service: string, who: string) => ({
    at: new Date(now.getTime() - daysAgo * 86_400_000),
    serviceNames: [service],
    staffName: who,
  });

  it('speaks of the last visit, the usual service and stylist, from the client’s history', () => {
    const f = noteFacts(
      {
        firstName: 'Maya',
        salonName: 'Studio Nova',
        visits: [
          visit(49, 'Balayage', 'Ava Reyes'),
          visit(120, 'Balayage', 'Ava Reyes'),
          visit(200, 'Cut', 'Leo'),
        ],
      },
      now,
    );
    expect(f).toMatchObject({
      weeksSince: 7,
      usualService: 'Balayage',
      usualStylist: 'Ava Reyes',
      visits: 3,
    });
    const note = writeNote(f, 'Studio Nova', 'warm', 0);
    expect(note).toMatch(
      /^Hi Maya, it’s been 7 weeks since your Balayage with Ava\. (Ready|Time) for your usual Balayage with Ava\?/,
    );
    expect(note).toMatch(/{{booking_link}}$/);
  });

  it('welcomes a client who has not visited yet, and offers nothing the salon did not decide', () => {
    const note = writeNote(
      noteFacts({ firstName: '', salonName: 'Studio Nova', visits: [] }, now),
      'Studio Nova',
      'playful',
      1,
    );
    expect(note).toMatch(/^Hi, we/);
    expect(note).not.toMatch(/%|\$|off\b|free/i);
  });
});
