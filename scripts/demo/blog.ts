// Studio Nova's own blog for the demo: categories, the house author and two
// team members who write (Maya, the owner, and Leo, a stylist the owner made
// an author), three live posts, one scheduled for next week and one draft.
// Every fact in them (services, names) is the demo salon's own.

import { conversionWords, ctaPath } from '@chairside/core/blog-html';

const p = (text: string) => `<p>${text}</p>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const text = (t: string) => [{ type: 'text', text: t }];
/** The editor's document of the same body: headings and paragraphs. */
const doc = (body: { heading?: string; text: string }[]) => ({
  type: 'doc',
  content: body.flatMap((b) => [
    ...(b.heading ? [{ type: 'heading', attrs: { level: 2 }, content: text(b.heading) }] : []),
    { type: 'paragraph', content: text(b.text) },
  ]),
});

export const DEMO_BLOG_CATEGORIES = [
  { name: 'Colour', slug: 'colour', description: 'Balayage, glosses and colour care.' },
  { name: 'Hair care', slug: 'hair-care', description: 'Keeping hair healthy between visits.' },
  { name: 'Salon news', slug: 'salon-news', description: 'What is new at Studio Nova.' },
];

export const DEMO_BLOG_TAGS = [
  { name: 'Balayage', slug: 'balayage', description: '' },
  { name: 'Curls', slug: 'curls', description: '' },
  { name: 'Treatments', slug: 'treatments', description: '' },
];

export interface DemoBlogPost {
  title: string;
  excerpt: string;
  body: { heading?: string; text: string }[];
  author: 'house' | 'owner' | 'stylist';
  categories: string[];
  tags: string[];
  image: string;
  /** Days from today: negative published that long ago, positive scheduled; null a draft. */
  day: number | null;
  featured?: boolean;
  /** What the post should be found by (its SEO checklist). */
  keyword?: string;
  /** A booking block at its end for this service of the demo's menu (its id and name). */
  book?: { id: string; name: string };
  /** The same post in other languages (written by hand: the demo has no model). */
  translations?: {
    language: string;
    title: string;
    excerpt: string;
    body: { heading?: string; text: string }[];
  }[];
}

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    title: 'Balayage that grows out softly',
    excerpt: 'Why painted colour lasts longer between visits, and how we plan yours.',
    body: [
      {
        heading: 'Painted by hand',
        text: 'Balayage is colour painted freehand, so there is no hard line as your hair grows. Most of our balayage clients come back every three to four months.',
      },
      {
        heading: 'Keep it bright',
        text: 'A Gloss & toner between visits refreshes the tone. Ask at your next appointment which shade suits you.',
      },
    ],
    translations: [
      {
        language: 'es',
        title: 'Balayage que crece con suavidad',
        excerpt: 'Por qué el color pintado dura más entre visitas, y cómo planeamos el tuyo.',
        body: [
          {
            heading: 'Pintado a mano',
            text: 'El balayage es color pintado a mano alzada, así que no queda una línea marcada cuando el cabello crece. La mayoría de nuestras clientas de balayage vuelven cada tres o cuatro meses.',
          },
          {
            heading: 'Mantenlo luminoso',
            text: 'Un Gloss & toner entre visitas refresca el tono. Pregunta en tu próxima cita qué tono te favorece.',
          },
        ],
      },
    ],
    author: 'owner',
    categories: ['colour'],
    tags: ['balayage'],
    image: '/img/salon/colour-bar.jpg',
    day: -12,
    featured: true,
    keyword: 'balayage',
    book: { id: 'balayage', name: 'Balayage' },
  },
  {
    title: 'A curly cut, done dry',
    excerpt: 'Why we cut curls dry, curl by curl, and what to bring to your appointment.',
    body: [
      {
        heading: 'Curl by curl',
        text: 'Curls shrink when they dry, so we cut them dry, where they sit. Come with your hair clean and styled the way you wear it.',
      },
    ],
    author: 'stylist',
    categories: ['hair-care'],
    tags: ['curls'],
    image: '/img/salon/styling-station.jpg',
    day: -5,
    book: { id: 'curly-cut', name: 'Curly cut (dry cut)' },
  },
  {
    title: 'Our new wash lounge',
    excerpt: 'Reclining chairs, a scalp massage with every wash, and a quieter corner.',
    body: [
      {
        text: 'The wash lounge has new reclining chairs. Every Scalp detox & massage now starts there.',
      },
    ],
    author: 'house',
    categories: ['salon-news'],
    tags: ['treatments'],
    image: '/img/salon/wash-lounge.jpg',
    day: -2,
  },
  {
    title: 'Winter care for coloured hair',
    excerpt: 'Dry air and hats: a Deep conditioning or Bond-repair treatment keeps colour strong.',
    body: [
      {
        heading: 'Why winter is hard on colour',
        text: 'Heating dries hair out. A Deep conditioning or a Bond-repair treatment once a month keeps it soft.',
      },
    ],
    author: 'owner',
    categories: ['hair-care', 'colour'],
    tags: ['treatments'],
    image: '/img/salon/product-conditioner.jpg',
    day: 7,
  },
  {
    title: 'Holiday opening hours',
    excerpt: 'When we are open over the holidays.',
    body: [{ text: 'Our holiday hours are on the booking page. Book early: December fills fast.' }],
    author: 'house',
    categories: ['salon-news'],
    tags: [],
    image: '',
    day: null,
  },
];

/** A demo post as the editor would send it. */
export function demoPostInput(post: DemoBlogPost, authorIds: Record<string, string>, now: Date) {
  const block = post.book ? conversionWords('book', post.book.name) : null;
  const html =
    post.body.map((b) => (b.heading ? h2(b.heading) : '') + p(b.text)).join('') +
    (post.book && block
      ? `<div class="cb-cta">${p(block.text)}<a href="${ctaPath('book', post.book.id)}" data-cta="book">${block.label}</a></div>`
      : '');
  const content = doc(post.body);
  if (post.book && block)
    content.content.push({
      type: 'conversion',
      attrs: { kind: 'book', id: post.book.id, ...block },
    } as unknown as (typeof content.content)[number]);
  const at = post.day === null ? '' : new Date(now.getTime() + post.day * 86_400_000).toISOString();
  return {
    title: post.title,
    excerpt: post.excerpt,
    content,
    focus_keyword: post.keyword ?? '',
    html_content: html,
    author_id: authorIds[post.author]!,
    featured_image: post.image,
    categories: post.categories,
    tags: post.tags,
    status: post.day === null ? ('draft' as const) : ('published' as const),
    is_featured: post.featured === true,
    published_at: at,
    language: 'en',
    translations: (post.translations ?? []).map((t) => ({
      language: t.language,
      title: t.title,
      excerpt: t.excerpt,
      content: doc(t.body),
      html_content: t.body.map((b) => (b.heading ? h2(b.heading) : '') + p(b.text)).join(''),
    })),
  };
}
