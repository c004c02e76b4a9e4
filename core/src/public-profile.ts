// How a salon appears in the find-a-salon directory and to search engines:
// its own small module, because the salon record reads it and the dashboard
// should not load the website builder's schemas to do so.
import { z } from 'zod';

const text = (max: number, label: string) =>
  z.string().trim().max(max, `The ${label} can be at most ${max} characters`).default('');

const socialUrl = (host: string) =>
  z
    .string()
    .trim()
    .max(300)
    .refine(
      (u) =>
        u === '' ||
        new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/[^\\s"'<>]+$`).test(u),
      `Use a link that starts with https://${host}/`,
    )
    .default('');

/** How a salon appears in the find-a-salon directory and to search engines. */
export const ZPublicProfile = z.object({
  listed: z.boolean().default(true),
  tagline: text(140, 'tagline'),
  instagram: socialUrl('instagram.com'),
  facebook: socialUrl('facebook.com'),
  tiktok: socialUrl('tiktok.com'),
});
export type PublicProfile = z.infer<typeof ZPublicProfile>;
