// Blog drafts from the salon's own facts: topics to suggest (from its services
// and the season), the built-in writer's post on a topic, the model's prompt
// for the same, and the draft as the editor's HTML. The built-in writer states
// only what the facts hold (names, prices, lengths, hours): its sentences take
// their nouns and numbers from `SalonFacts`, and the answer is checked like
// every other (fact-check.ts).
import { z } from 'zod';
import { durationText, hoursText, priceText, type FactService, type SalonFacts } from './facts';
import { DATA_IS_DATA, FACTS_ONLY, JSON_ONLY, dataBlock, factsData, type Prompt } from './prompts';
import { fit, listText, seeded, shuffled } from './writer';
import { conversionWords, ctaPath } from '../blog-html';

export const ZBlogDraftOutput = z.object({
  title: z.string().trim().min(1).max(120),
  excerpt: z.string().trim().max(300),
  focus_keyword: z.string().trim().max(100),
  sections: z
    .array(
      z.object({ heading: z.string().trim().max(120), text: z.string().trim().min(1).max(2000) }),
    )
    .min(1)
    .max(8),
});
export type BlogDraftOutput = z.output<typeof ZBlogDraftOutput>;

const words = (s: string) =>
  s
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);

/** The services a topic is about: those sharing a word with it, else the most booked kinds. */
/** The service a topic is about (the best match of its words), if any. */
export function topicService(facts: SalonFacts, topic: string): FactService | undefined {
  const asked = new Set(words(topic));
  const [best] = facts.services
    .map((s) => ({ s, score: words(`${s.name} ${s.category}`).filter((w) => asked.has(w)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  return best?.s;
}

export function servicesFor(facts: SalonFacts, topic: string): FactService[] {
  const asked = new Set(words(topic));
  const scored = facts.services
    .map((s) => ({
      s,
      score: words(`${s.name} ${s.category}`).filter((w) => asked.has(w)).length,
    }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  return (scored.length ? scored.map((x) => x.s) : facts.services).slice(0, 4);
}

const SEASONS = [
  {
    months: [11, 0, 1],
    name: 'winter',
    lines: ['Winter care for your hair', 'Party hair for the holidays'],
  },
  { months: [2, 3, 4], name: 'spring', lines: ['A fresh look for spring', 'Spring colour ideas'] },
  {
    months: [5, 6, 7],
    name: 'summer',
    lines: ['Summer hair care: sun, salt and chlorine', 'Easy summer styles'],
  },
  {
    months: [8, 9, 10],
    name: 'autumn',
    lines: ['Autumn colour ideas', 'Back-to-routine hair care'],
  },
] as const;

/** Topics worth a post: the season's, and one per category of the menu (its best-known service). */
export function blogTopicSuggestions(facts: SalonFacts, now: Date, max = 8): string[] {
  const season = SEASONS.find((s) => (s.months as readonly number[]).includes(now.getUTCMonth()))!;
  const byCategory = new Map<string, FactService>();
  for (const s of facts.services) if (!byCategory.has(s.category)) byCategory.set(s.category, s);
  const menu = [...byCategory.values()].map(
    (s) => `${s.name}: what to expect at ${facts.salonName}`,
  );
  const team = facts.team.slice(0, 2).map((t) => `Meet ${t.name}`);
  return [...season.lines, ...menu, ...team].slice(0, max);
}

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * The built-in writer's post on a topic: an introduction, what the salon offers
 * on it (each service with its length and price), who does it, when the salon
 * is open, and how to book. `seed` varies the phrasing, never the facts.
 */
export function composeBlogPost(facts: SalonFacts, topic: string, seed: number): BlogDraftOutput {
  const rng = seeded(`${topic}|${seed}`);
  const services = servicesFor(facts, topic);
  const where = facts.locality ? ` in ${facts.locality}` : '';
  const title = fit(capitalise(topic.trim()), 70);
  const keyword = fit(
    topic
      .trim()
      .toLocaleLowerCase()
      .replace(/[:?!.].*$/, ''),
    60,
  );
  const intros = [
    `${title}: here is how we approach it at ${facts.salonName}${where}.`,
    `At ${facts.salonName}${where}, clients often ask us about ${keyword}. Here is what we tell them.`,
    `Thinking about ${keyword}? This is what to know before your visit to ${facts.salonName}.`,
  ];
  const sections: BlogDraftOutput['sections'] = [{ heading: '', text: shuffled(rng, intros)[0]! }];
  if (services.length) {
    sections.push({
      heading: `What we offer`,
      text: services
        .map((s) => {
          const detail = [
            s.durationMinutes > 0 ? durationText(s.durationMinutes) : '',
            s.price > 0 ? priceText(s) : '',
          ]
            .filter(Boolean)
            .join(', ');
          const about = s.description ? ` ${fit(s.description, 200)}` : '';
          return `${s.name}${detail ? ` (${detail})` : ''}.${about}`;
        })
        .join(' '),
    });
  }
  const people = [...new Set(services.flatMap((s) => s.staffNames))].slice(0, 4);
  if (people.length)
    sections.push({
      heading: 'Who to see',
      text: `${listText(people)} ${people.length === 1 ? 'does' : 'do'} ${services.length === 1 ? 'this service' : 'these services'} at ${facts.salonName}.`,
    });
  const hours = hoursText(facts.hours);
  const closers = [
    'Book online at a time that suits you.',
    'Choose a time online and we will look after the rest.',
  ];
  sections.push({
    heading: 'Book your visit',
    text: `${hours ? `We are open ${hours}. ` : ''}${shuffled(rng, closers)[0]!}`,
  });
  const excerpt = fit(
    services.length
      ? `${title} at ${facts.salonName}${where}: ${listText(services.slice(0, 3).map((s) => s.name))}, who does them, and how to book.`
      : `${title} at ${facts.salonName}${where}, and how to book.`,
    160,
  );
  return { title, excerpt, focus_keyword: keyword, sections };
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The draft as the editor's HTML and document: headings, paragraphs, and a
 * way to book: a conversion block for the topic's service when there is one
 * (its clicks and the bookings after them are counted), else a link.
 */
export function draftContent(
  draft: BlogDraftOutput,
  service?: { id: string; name: string },
): {
  html: string;
  doc: { type: 'doc'; content: unknown[] };
} {
  const html: string[] = [];
  const doc: unknown[] = [];
  const text = (t: string) => [{ type: 'text', text: t }];
  for (const s of draft.sections) {
    if (s.heading) {
      html.push(`<h2>${escape(s.heading)}</h2>`);
      doc.push({ type: 'heading', attrs: { level: 2 }, content: text(s.heading) });
    }
    html.push(`<p>${escape(s.text)}</p>`);
    doc.push({ type: 'paragraph', content: text(s.text) });
  }
  if (service) {
    const words = conversionWords('book', service.name);
    html.push(
      `<div class="cb-cta"><p>${escape(words.text)}</p><a href="${ctaPath('book', service.id)}" data-cta="book">${escape(words.label)}</a></div>`,
    );
    doc.push({ type: 'conversion', attrs: { kind: 'book', id: service.id, ...words } });
    return { html: html.join(''), doc: { type: 'doc', content: doc } };
  }
  html.push('<p><a href="/book">Book an appointment</a></p>');
  doc.push({
    type: 'paragraph',
    content: [
      {
        type: 'text',
        text: 'Book an appointment',
        marks: [{ type: 'link', attrs: { href: '/book' } }],
      },
    ],
  });
  return { html: html.join(''), doc: { type: 'doc', content: doc } };
}

/** What a model is asked for a post on a topic: the salon's facts only. */
export function blogPostPrompt(facts: SalonFacts, topic: string): Prompt {
  const system = [
    'You write blog posts for a hair and beauty salon’s own website, to help its clients and bring bookings.',
    'Write "title" (at most 60 characters, with the topic’s words), "excerpt" (a meta description of 120 to 160 characters), "focus_keyword" (the words a client would search for) and "sections" (2 to 5, each a short "heading" and a "text" of 2 to 4 plain sentences; the first heading may be empty).',
    FACTS_ONLY,
    DATA_IS_DATA,
    JSON_ONLY,
  ].join('\n');
  const user = dataBlock({ ...factsData(facts), topic });
  return { system, user };
}
