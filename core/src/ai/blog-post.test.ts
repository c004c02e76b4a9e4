import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salonArbitrary as salon } from '../test-support/salons';
import { checkAnswer, factIndex } from './fact-check';
import {
  ZBlogDraftOutput,
  blogTopicSuggestions,
  composeBlogPost,
  draftContent,
  servicesFor,
} from './blog-post';
import { priceText } from './facts';

describe('the built-in writer’s blog posts', () => {
  it('writes a valid draft on any topic for any salon, stating nothing the salon did not give', () => {
    fc.assert(
      fc.property(
        salon,
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.nat(1000),
        (facts, topic, seed) => {
          if (!topic.trim()) return;
          const draft = composeBlogPost(facts, topic, seed);
          expect(ZBlogDraftOutput.safeParse(draft).success).toBe(true);
          expect(checkAnswer(draft, factIndex(facts, [topic])).flags).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes about the services a topic names, with their real prices, and links to booking', () => {
    fc.assert(
      fc.property(salon, fc.nat(1000), (facts, seed) => {
        const service = facts.services[seed % facts.services.length]!;
        const draft = composeBlogPost(facts, `All about ${service.name}`, seed);
        expect(servicesFor(facts, `All about ${service.name}`)).toContain(service);
        const text = draft.sections.map((s) => s.text).join(' ');
        expect(text).toContain(service.name);
        if (service.price > 0) expect(text).toContain(priceText(service));
        const { html } = draftContent(draft);
        expect(html).toContain('<a href="/book">');
        expect(html).not.toMatch(/<script/);
      }),
      { numRuns: 100 },
    );
  });

  it('phrases differently with another seed, with the same facts', () => {
    fc.assert(
      fc.property(salon, (facts) => {
        const seen = new Set(
          [1, 2, 3, 4, 5, 6].map(
            (seed) => composeBlogPost(facts, 'Balayage', seed).sections[0]!.text,
          ),
        );
        expect(seen.size).toBeGreaterThan(1);
      }),
      { numRuns: 30 },
    );
  });

  it('suggests the season’s topics and one per kind of service', () => {
    fc.assert(
      fc.property(salon, (facts) => {
        const winter = blogTopicSuggestions(facts, new Date('2026-12-10T12:00:00Z'));
        expect(winter[0]).toBe('Winter care for your hair');
        const summer = blogTopicSuggestions(facts, new Date('2027-07-01T12:00:00Z'));
        expect(summer[0]).toBe('Summer hair care: sun, salt and chlorine');
        expect(winter.length).toBeLessThanOrEqual(8);
        expect(winter.some((t) => t.includes(facts.services[0]!.name))).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
