// A salon's public website: the sections an owner arranges in the editor, the
// draft they edit and the read model a visitor's page is rendered from. The
// field names follow the spec (first document, section 3).
import { z } from 'zod';
import { WEEKDAYS, WEEKDAY_LABELS, type BusinessHours } from './org';
import { PRODUCT_SLUG } from './product';
import {
  FONT_NAMES,
  PAGE_ADDRESS,
  RESERVED_PAGE_IDS,
  SECTION_DEFAULT_TITLES,
  SECTION_TYPES,
  bookingPath,
  escapeHtml,
  time12,
  type FontName,
  type PublicSite,
  type SectionType,
  type SiteColors,
  type SiteFonts,
  type SiteTheme,
  type SpotlightSubject,
} from './site-view';
import { zDocId } from './ids';
import { SALON_IMAGE_PATH } from './salon-image-path';

export * from './site-view';

export const MAX_SECTIONS = 30;
export const MAX_PAGES = 12;
export const MAX_GALLERY_IMAGES = 24;
export const MAX_HTML_CHARS = 50_000;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `The ${label} can be at most ${max} characters`).default('');

/** https images only: a page served over https must not load insecure content. */
export const ZSiteImageUrl = z
  .string()
  .trim()
  .max(2048, 'That image address is too long')
  .refine(
    (u) =>
      u === '' ||
      /^https:\/\/[^\s"'<>]+$/.test(u) ||
      /^\/api\/media\/[\w./-]+$/.test(u) ||
      SALON_IMAGE_PATH.test(u),
    'Use an https:// image address or upload an image',
  )
  .default('');

/** Links on buttons: a web address, a page anchor (#contact) or a path on the product. */
export const ZHref = z
  .string()
  .trim()
  .min(1, 'Give the button a link')
  .max(2048, 'That link is too long')
  .refine(
    (h) =>
      /^https?:\/\/[^\s"'<>]+$/.test(h) || /^#[\w-]*$/.test(h) || /^\/(?!\/)[^\s"'<>]*$/.test(h),
    'Use a web address (https://…), an anchor such as #contact, or a path such as /book-now',
  );

const HEX = /^#[0-9a-fA-F]{6}$/;
const ZHex = z.string().regex(HEX, 'Use a colour like #5b3cc4');

// SiteColors, SiteFonts and SiteTheme are declared in ./site-view (a visitor's page reads them
// without zod); the schemas are held to them.
export const ZColors = z.object({
  text_primary: ZHex,
  text_secondary: ZHex,
  neutral: ZHex,
  background: ZHex,
  primary: ZHex,
  accent: ZHex,
}) satisfies z.ZodType<SiteColors>;

const ZFontName = z.enum(FONT_NAMES as [FontName, ...FontName[]], {
  error: 'Choose one of the listed fonts',
});

export const ZFonts = z.object({
  heading_font: ZFontName,
  body_font: ZFontName,
}) satisfies z.ZodType<SiteFonts>;

export const ZTheme = z.object({ colors: ZColors, fonts: ZFonts }) satisfies z.ZodType<SiteTheme>;

/** Ready-made palettes: the theme page suggests them and the editor offers them. */
export const THEME_PRESETS: { name: string; theme: SiteTheme }[] = [
  {
    name: 'Plum salon',
    theme: {
      colors: {
        text_primary: '#1f1630',
        text_secondary: '#4f4566',
        neutral: '#f4f0fa',
        background: '#ffffff',
        primary: '#5b3cc4',
        accent: '#c2417d',
      },
      fonts: { heading_font: 'Elegant Serif', body_font: 'Modern Sans' },
    },
  },
  {
    name: 'Sage spa',
    theme: {
      colors: {
        text_primary: '#1d2a22',
        text_secondary: '#45574b',
        neutral: '#eef3ee',
        background: '#fbfdfb',
        primary: '#2f6b4f',
        accent: '#a3562b',
      },
      fonts: { heading_font: 'Classic Serif', body_font: 'Humanist' },
    },
  },
  {
    name: 'Midnight barber',
    theme: {
      colors: {
        text_primary: '#f3f1ea',
        text_secondary: '#c9c4b6',
        neutral: '#1f2328',
        background: '#121417',
        primary: '#d4a64a',
        accent: '#e05d3a',
      },
      fonts: { heading_font: 'Modern Sans', body_font: 'Modern Sans' },
    },
  },
  {
    name: 'Blush studio',
    theme: {
      colors: {
        text_primary: '#33191f',
        text_secondary: '#6b4750',
        neutral: '#fbf0f1',
        background: '#fffafa',
        primary: '#a3324f',
        accent: '#2d6f84',
      },
      fonts: { heading_font: 'Rounded', body_font: 'Modern Sans' },
    },
  },
];
export const DEFAULT_THEME: SiteTheme = THEME_PRESETS[0]!.theme;

// ---- sections -------------------------------------------------------------

export const ZCtaButton = z.object({
  text: z.string().trim().min(1, 'Give the button a label').max(40, 'Use at most 40 characters'),
  href: ZHref,
  variant: z.enum(['primary', 'secondary', 'outline']).optional(),
});
export type CtaButton = z.infer<typeof ZCtaButton>;

export const ZHeroProps = z.object({
  headline: text(120, 'headline'),
  tagline: text(300, 'tagline'),
  ctaButtons: z.array(ZCtaButton).max(3, 'Use at most 3 buttons').default([]),
  backgroundImageUrl: ZSiteImageUrl,
  unsplash_photo_id: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w-]*$/, 'That is not a photo id')
    .default(''),
  alt_description: text(200, 'image description'),
  photographer_name: text(100, 'photographer name'),
  photographer_profile_url: z
    .string()
    .trim()
    .max(2048)
    .refine((u) => u === '' || /^https:\/\/[^\s"'<>]+$/.test(u), 'Use an https:// address')
    .default(''),
  colors: ZColors.optional(),
  fonts: ZFonts.optional(),
});

export const ZAboutProps = z.object({
  title: text(120, 'title'),
  content: z.string().max(MAX_HTML_CHARS, 'The text is too long').default(''),
  image_url: ZSiteImageUrl,
  image_alt: text(200, 'image description'),
});

export const ZServicesProps = z.object({
  title: text(120, 'title'),
  intro: text(600, 'introduction'),
  /** Which services to show; empty shows every service offered online. */
  service_ids: z.array(zDocId()).max(100).default([]),
});

export const ZGalleryImage = z.object({
  url: ZSiteImageUrl.refine((u) => u !== '', 'Add the image'),
  alt_text: text(200, 'description'),
  caption: text(200, 'caption'),
});
export type GalleryImage = z.infer<typeof ZGalleryImage>;

export const ZGalleryProps = z.object({
  title: text(120, 'title'),
  images: z
    .array(ZGalleryImage)
    .max(MAX_GALLERY_IMAGES, `Use at most ${MAX_GALLERY_IMAGES} images`)
    .default([]),
});

export const ZContactFormProps = z.object({
  title: text(120, 'title'),
  intro: text(600, 'introduction'),
});

export const ZMapProps = z.object({
  title: text(120, 'title'),
  /** Empty uses the salon's address. */
  address: text(300, 'address'),
});

export const ZContactDetailsProps = z.object({
  title: text(120, 'title'),
});

export const PLACEHOLDER_ICONS = ['sparkle', 'scissors', 'calendar', 'heart', 'star'] as const;
export const ZPlaceholderProps = z.object({
  message: text(300, 'message'),
  icon: z.enum(PLACEHOLDER_ICONS).default('sparkle'),
});

export const ZShopProps = z.object({
  title: text(120, 'title'),
  intro: text(600, 'introduction'),
});

export const ZMembershipsProps = z.object({
  title: text(120, 'title'),
  intro: text(600, 'introduction'),
});

export const SECTION_PROPS = {
  HeroComponent: ZHeroProps,
  AboutUsComponent: ZAboutProps,
  ServicesComponent: ZServicesProps,
  GalleryComponent: ZGalleryProps,
  ContactFormComponent: ZContactFormProps,
  MapEmbedComponent: ZMapProps,
  ContactDetailsComponent: ZContactDetailsProps,
  PlaceholderComponent: ZPlaceholderProps,
  ShopPageComponent: ZShopProps,
  MembershipsSectionComponent: ZMembershipsProps,
} as const satisfies Record<SectionType, z.ZodType>;

export type SectionProps<T extends SectionType> = z.output<(typeof SECTION_PROPS)[T]>;

const ZInstanceId = z.string().regex(/^[\w-]{1,64}$/, 'A section id uses letters, digits, - and _');

const sectionSchema = <T extends SectionType>(type: T) =>
  z.object({
    component_instance_id: ZInstanceId,
    component_type: z.literal(type),
    props: SECTION_PROPS[type],
  });

/** One section as the editor saves it: only the ten known types. */
export const ZSection = z.discriminatedUnion(
  'component_type',
  SECTION_TYPES.map(sectionSchema) as unknown as [
    ReturnType<typeof sectionSchema<'HeroComponent'>>,
    ...ReturnType<typeof sectionSchema<SectionType>>[],
  ],
) as unknown as z.ZodType<Section>;
export type Section = {
  [T in SectionType]: { component_instance_id: string; component_type: T; props: SectionProps<T> };
}[SectionType];

export const ZSpotlightSubject = z.object({
  kind: z.enum(['staff', 'service']),
  id: zDocId(),
}) satisfies z.ZodType<SpotlightSubject>;

export const ZSitePage = z.object({
  id: z.string().regex(/^[\w-]{1,40}$/, 'A page’s address uses letters, digits and dashes'),
  title: text(80, 'page title'),
  components: z.array(ZSection).max(MAX_SECTIONS, `A page holds at most ${MAX_SECTIONS} sections`),
  nav: z.boolean().optional(),
  spotlight: ZSpotlightSubject.optional(),
});
export type SitePage = z.infer<typeof ZSitePage>;

/** The home page first, then pages of their own at /{id}: unique, readable, none the site's own. */
export const ZSiteConfig = z.object({
  pages: z
    .array(ZSitePage)
    .min(1, 'A site has a home page')
    .max(MAX_PAGES, `A site holds at most ${MAX_PAGES} pages`)
    .superRefine((pages, ctx) => {
      const seen = new Set<string>();
      pages.forEach((page, i) => {
        if (seen.has(page.id))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `Two pages cannot share the address /${page.id}`,
          });
        seen.add(page.id);
        if (i === 0) return;
        if (!PAGE_ADDRESS.test(page.id))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: 'A page’s address uses lower-case letters, digits and dashes',
          });
        else if ((RESERVED_PAGE_IDS as readonly string[]).includes(page.id))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `/${page.id} is an address the site uses itself: choose another`,
          });
      });
    }),
});
export type SiteConfig = z.infer<typeof ZSiteConfig>;

export const ZSeo = z.object({
  title: text(70, 'SEO title'),
  description: text(170, 'SEO description'),
});

/** What the editor saves (PUT /api/sites/{orgId}/draft). */
export const ZSiteDraft = z.object({
  name: z.string().trim().min(2, 'Give the site a name').max(80, 'Use at most 80 characters'),
  description: text(300, 'description'),
  website_content: z.string().max(MAX_HTML_CHARS, 'The page text is too long').default(''),
  site_config: ZSiteConfig,
  theme: ZTheme,
  seo: ZSeo,
  favicon_url: ZSiteImageUrl,
});
export type SiteDraft = z.infer<typeof ZSiteDraft>;
export type SiteDraftInput = z.input<typeof ZSiteDraft>;

/** A fresh section of a type, with the spec's defaults. */
export function newSection(type: SectionType, id: string): Section {
  const props = SECTION_PROPS[type].parse({}) as Record<string, unknown>;
  if (type === 'AboutUsComponent') props['title'] = SECTION_DEFAULT_TITLES.about;
  if (type === 'ServicesComponent') props['title'] = SECTION_DEFAULT_TITLES.services;
  if (type === 'ShopPageComponent') props['title'] = SECTION_DEFAULT_TITLES.shop;
  if (type === 'MembershipsSectionComponent') props['title'] = SECTION_DEFAULT_TITLES.memberships;
  if (type === 'PlaceholderComponent') props['message'] = SECTION_DEFAULT_TITLES.placeholder;
  if (type === 'GalleryComponent') props['title'] = 'Gallery';
  if (type === 'ContactFormComponent') props['title'] = 'Get in Touch';
  if (type === 'ContactDetailsComponent') props['title'] = 'Visit Us';
  if (type === 'MapEmbedComponent') props['title'] = 'Find Us';
  return { component_instance_id: id, component_type: type, props } as Section;
}

/** The booking page of a salon, on the product's own host. */

/** A first site for a salon that has none: built from what the salon already holds. */
export function starterDraft(salon: {
  name: string;
  slug: string;
  description?: string;
}): SiteDraft {
  const section = <T extends SectionType>(
    type: T,
    id: string,
    props: Partial<SectionProps<T>> = {},
  ) => {
    const s = newSection(type, id);
    return { ...s, props: { ...s.props, ...props } } as Section;
  };
  const tagline =
    salon.description?.trim() || 'Cuts, colour and care by people who love what they do.';
  return {
    name: salon.name,
    description: salon.description?.trim() ?? '',
    website_content: '',
    site_config: {
      pages: [
        {
          id: 'home',
          title: 'Home',
          components: [
            section('HeroComponent', 'hero', {
              headline: salon.name,
              tagline,
              ctaButtons: [
                { text: 'Book Appointment', href: bookingPath(salon.slug), variant: 'primary' },
                { text: 'Contact Us', href: '#contact', variant: 'outline' },
              ],
            }),
            section('AboutUsComponent', 'about', {
              content: `<p>Welcome to ${escapeHtml(salon.name)}. Tell visitors who you are, what you love doing and what makes a visit special.</p>`,
            }),
            section('ServicesComponent', 'services'),
            section('ContactDetailsComponent', 'details'),
            section('MapEmbedComponent', 'map'),
            section('ContactFormComponent', 'contact'),
          ],
        },
      ],
    },
    theme: DEFAULT_THEME,
    seo: { title: '', description: '' },
    favicon_url: '',
  };
}

export const CONTACT_LIMITS = { name: [2, 100], phone: 20, message: [5, 1000] } as const;

export const ZContactForm = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string()
    .trim()
    .pipe(
      z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'),
    ),
  phone: z.string().trim().max(20, 'Phone must be at most 20 characters').optional().default(''),
  message: z
    .string()
    .trim()
    .min(5, 'Message must be at least 5 characters')
    .max(1000, 'Message must be at most 1000 characters'),
  honeypot: z.string().max(500).optional().default(''),
});
export type ContactFormInput = z.input<typeof ZContactForm>;

export const ZSubmitForm = ZContactForm.extend({
  salon_id: z
    .string()
    .trim()
    .min(1, 'The salon is missing')
    .pipe(zDocId('That salon id is not valid')),
});

// ---- the site inbox ---------------------------------------------------------

export const ZMessagePatch = z
  .object({ read: z.boolean().optional(), archived: z.boolean().optional() })
  .refine(
    (p) => p.read !== undefined || p.archived !== undefined,
    'Say what to change: read or archived',
  );

export const ZReply = z.object({
  message_id: zDocId(),
  orgId: zDocId(),
  body: z.string().trim().min(1, 'Write a reply').max(5000, 'Use at most 5,000 characters'),
});

// ---- custom domains ---------------------------------------------------------

/** A host name a salon may connect: two labels or more, no product host. */
export const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((h) =>
    h
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '')
      .replace(/\.$/, ''),
  )
  .pipe(
    z
      .string()
      .max(253, 'That domain is too long')
      .regex(
        /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'Enter a domain such as www.yoursalon.com',
      ),
  );

export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The TXT record name that proves control of a domain. */
export const verificationRecordName = (host: string) => `_${PRODUCT_SLUG}-verification.${host}`;
export const verificationValue = (token: string) => `${PRODUCT_SLUG}-verification=${token}`;

/** The salon's week as visitors read it, Monday first. */
export function businessHoursMap(hours: BusinessHours): Record<string, string> {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [
      WEEKDAY_LABELS[d],
      hours[d].open ? `${time12(hours[d].start)} – ${time12(hours[d].end)}` : 'Closed',
    ]),
  );
}

/** schema.org openingHoursSpecification rows for the open days. */
export function openingHoursOf(hours: BusinessHours): PublicSite['opening_hours'] {
  return WEEKDAYS.filter((d) => hours[d].open).map((d) => ({
    day: WEEKDAY_LABELS[d],
    opens: hours[d].start,
    closes: hours[d].end,
  }));
}

/** A rough city for the directory: the second-last part of "street, city, region". */
export function cityOf(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return '';
  const city = parts.length >= 3 ? parts[parts.length - 2] : parts[1];
  return (city ?? '').replace(/\s+\d[\w -]*$/, '');
}

// ---- the organisation's public profile --------------------------------------

export { ZPublicProfile, type PublicProfile } from './public-profile';
