// A salon blog's newsletter: readers subscribe on the blog (and confirm by
// e-mail: double opt-in), becoming clients tagged "Blog subscriber" who
// agreed to marketing e-mail; each post published for the first time makes
// a campaign to them through marketing (a draft to review, or sent at once,
// as the owner chose).
import { z } from 'zod';

export const BLOG_SUBSCRIBER_TAG = 'Blog subscriber';
/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;

export const NEWSLETTER_MODES = ['off', 'draft', 'send'] as const;
export type NewsletterMode = (typeof NEWSLETTER_MODES)[number];
export const NEWSLETTER_MODE_LABELS: Record<NewsletterMode, string> = {
  draft: 'Make a campaign draft to review and send',
  send: 'Send it to subscribers at once',
  off: 'Do nothing',
};

/** As stored: read leniently (a bad or missing choice is the default). */
export const ZBlogSettings = z.object({
  newsletter: z.enum(NEWSLETTER_MODES).catch('draft').default('draft'),
});
export type BlogSettings = z.output<typeof ZBlogSettings>;

/** As an owner saves it: an unknown choice is refused. */
export const ZBlogSettingsInput = z.object({
  newsletter: z.enum(NEWSLETTER_MODES, { error: 'Choose what happens when a post goes live' }),
});

export const ZSubscribeInput = z.object({
  email: z.email('Enter a valid e-mail address').trim().toLowerCase().max(254),
  name: z.string().trim().max(50, 'Use at most 50 characters').default(''),
  /** Left empty by people; filled by bots (the form hides it). */
  website: z.string().max(200).default(''),
});
export type SubscribeInput = z.input<typeof ZSubscribeInput>;

/** The campaign of a new post: its title, excerpt, image and a button to read it. */
export function newsletterContent(post: {
  title: string;
  excerpt: string;
  featured_image: string;
  url: string;
}): { subject: string; html: string; sms: string } {
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const image = /^https?:\/\//.test(post.featured_image)
    ? `<p><img src="${esc(post.featured_image)}" alt=""></p>`
    : '';
  return {
    subject: `New on the {{salon}} blog: ${post.title}`.slice(0, 150),
    html: [
      '<p>Hi {{first_name}},</p>',
      `<h2>${esc(post.title)}</h2>`,
      image,
      post.excerpt ? `<p>${esc(post.excerpt)}</p>` : '',
      `<p><a href="${esc(post.url)}" data-button>Read the post</a></p>`,
    ].join(''),
    sms: '',
  };
}
