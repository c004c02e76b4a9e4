// What a visitor's page needs from the site model, without zod: the public
// site bundle imports only this module, so it stays small. Schemas that check
// input live in ./site (which re-exports all of this).

export const SECTION_TYPES = [
  'HeroComponent',
  'AboutUsComponent',
  'ServicesComponent',
  'GalleryComponent',
  'ContactFormComponent',
  'MapEmbedComponent',
  'ContactDetailsComponent',
  'PlaceholderComponent',
  'ShopPageComponent',
  'MembershipsSectionComponent',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** What the editor calls each section type. */
export const SECTION_LABELS: Record<SectionType, string> = {
  HeroComponent: 'Hero',
  AboutUsComponent: 'About',
  ServicesComponent: 'Services',
  GalleryComponent: 'Gallery',
  ContactFormComponent: 'Contact form',
  MapEmbedComponent: 'Map',
  ContactDetailsComponent: 'Contact details',
  PlaceholderComponent: 'Placeholder',
  ShopPageComponent: 'Shop',
  MembershipsSectionComponent: 'Memberships',
};

export const SECTION_DEFAULT_TITLES = {
  about: 'About Us',
  services: 'Our Services',
  shop: 'Shop Our Products',
  memberships: 'Our Memberships',
  placeholder: 'Content coming soon!',
} as const;

/**
 * Font choices are system font stacks: a site never waits for a font download,
 * and nothing is fetched from a third party.
 */
export const FONT_STACKS = {
  'Modern Sans':
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  'Classic Serif': 'Georgia, Cambria, "Times New Roman", Times, serif',
  'Elegant Serif': '"Didot", "Bodoni MT", "Book Antiqua", Palatino, "Palatino Linotype", serif',
  Humanist: '"Gill Sans", "Gill Sans MT", Optima, Candara, Calibri, sans-serif',
  Rounded:
    'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, "Arial Rounded MT Bold", sans-serif',
  Mono: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
} as const;
export type FontName = keyof typeof FONT_STACKS;
export const FONT_NAMES = Object.keys(FONT_STACKS) as FontName[];
export const bookingPath = (slug: string) => `/book-now?salon=${encodeURIComponent(slug)}`;

/** What a spotlight page features: a team member or a service of the salon. */
export interface SpotlightSubject {
  kind: 'staff' | 'service';
  id: string;
}

/** One page of a salon's site: the first is the home page (/), the others /{id}. */
export interface SitePageView {
  id: string;
  title: string;
  components: StoredSection[];
  /** Listed in the site's header (pages after the first; listed unless false). */
  nav?: boolean;
  /** A generated feature page: whom or what it features. */
  spotlight?: SpotlightSubject;
}

/** Addresses on a salon's host that are the site's own, never a page's. */
export const RESERVED_PAGE_IDS = [
  'home',
  'index',
  'book',
  'shop',
  'blog',
  'api',
  'media',
  'assets',
  'sitemap',
  'robots',
  'favicon',
  'login',
  'signup',
] as const;

/** A page's address after the first: lower-case words joined by dashes. */
export const PAGE_ADDRESS = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** The index of the page a path shows: '/' the home page, '/{id}' another; -1 for none. */
export function pageIndexAt(pages: readonly { id: string }[], path: string): number {
  const clean = path.replace(/\/+$/, '');
  if (clean === '' || clean === '/index.html') return pages.length > 0 ? 0 : -1;
  const id = /^\/([a-z0-9-]{1,40})$/.exec(clean)?.[1];
  if (!id) return -1;
  const i = pages.findIndex((p, n) => n > 0 && p.id === id);
  return i;
}

/** Where a page of the site lives on the salon's host. */
export const pagePath = (pages: readonly { id: string }[], index: number) =>
  index <= 0 ? '/' : `/${pages[index]?.id ?? ''}`;

/** A page's address made from a name: "Maya López" → "maya-lopez" (never a reserved one). */
export function pageIdFor(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30)
      .replace(/-+$/g, '') || 'page';
  return (RESERVED_PAGE_IDS as readonly string[]).includes(base) ? `${base}-page` : base;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// ---- the published read model ---------------------------------------------

/** A salon site's colours (hex, #rrggbb), as the theme page saves them. */
export interface SiteColors {
  text_primary: string;
  text_secondary: string;
  neutral: string;
  background: string;
  primary: string;
  accent: string;
}
export interface SiteFonts {
  heading_font: FontName;
  body_font: FontName;
}
export interface SiteTheme {
  colors: SiteColors;
  fonts: SiteFonts;
}

/** A section as stored data may hold it (an import, an older version): any type. */
export interface StoredSection {
  component_instance_id: string;
  component_type: string;
  props?: Record<string, unknown>;
}

export interface PublicService {
  id: string;
  name: string;
  description: string;
  category: string;
  duration: number;
  /** Minor units in `currency`; `priceFrom` when stylists charge differently. */
  price: number;
  priceFrom: boolean;
  image_url: string;
}

export interface PublicProduct {
  id: string;
  name: string;
  category: string;
  description: string;
  selling_price: number;
  image_url: string;
  /** An outside shop (opens in a new tab) or the product's page on this site (/shop/{id}). */
  purchase_url: string;
  brand: string;
  /** Units a visitor may reserve now (0 when out of stock; never more than 10 shown). */
  available: number;
  /** A bundle's products (none for a product sold on its own; older sites have none). */
  includes?: { name: string; quantity: number }[];
  /** A bundle's products at their own prices, when that is more than the bundle's. */
  worth?: number;
}

/** How much of a product's description the shop's card shows (its page shows it all). */
export const SHOP_CARD_TEXT = 240;

/** Cuts text at a word boundary to at most `max` characters, ending with '…'. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A product as the shop's card (and the published site document) holds it:
 * its description clipped. The whole product is published on its own
 * (publicSites/{orgId}/products/{id}) for its page, so a catalogue of 300
 * never brings the site document near Firestore's 1 MiB.
 */
export const shopCard = (p: PublicProduct): PublicProduct => ({
  ...p,
  description: clipText(p.description, SHOP_CARD_TEXT),
});

/** The salon's gift cards on its site: where to buy one, and from how much. */
export interface PublicGiftCards {
  /** The app's buy page (`/gift-cards?salon=…`), resolved against the app's origin. */
  path: string;
  /** The smallest amount on sale (minor units). */
  from: number;
}

/** How the salon's online shop works: reservations for pickup. */
export interface PublicShop {
  reservations_open: boolean;
  hold_days: number;
  pickup_instructions: string;
}

export interface PublicMembershipTier {
  id: string;
  name: string;
  description: string;
  price: number;
  billing_interval: string;
  benefits: string[];
  /** Where 'Choose Plan' leads: the app's page to join (older sites have none). */
  join_path?: string;
}

export interface PublicContact {
  address: string;
  phone: string;
  email: string;
  /** Weekday label → 'Closed' or '9:00 AM – 6:00 PM', Monday first. */
  business_hours: Record<string, string>;
}

export interface PublicReview {
  id: string;
  author: string;
  rating: number;
  text: string;
  /** ISO date (the salon's day). */
  date: string;
  /** The salon's public reply ('' when none). */
  reply: string;
  /** The client's photo ('' when none). */
  photo_url: string;
}

/** The site's reviews block (publicSites/{orgId}.reviews), when the salon shows it. */
export interface PublicReviews {
  count: number;
  /** One decimal. */
  average: number;
  recent: PublicReview[];
}

/** A photo of the team's work the salon shows on its site (the client consented). */
export interface PublicWork {
  id: string;
  url: string;
  caption: string;
  stylist: string;
  services: string[];
}

/** How many portfolio photos the site shows (newest first). */
export const SITE_WORK_SHOWN = 24;

/** `publicSites/{orgId}`: everything a visitor's page needs, in one document. */
export interface PublicSite {
  salon_id: string;
  slug: string;
  /** Verified custom domains that serve this site. */
  hosts: string[];
  name: string;
  description: string;
  website_content: string;
  site_config: { pages: SitePageView[] };
  theme: SiteTheme;
  seo: { title: string; description: string };
  favicon_url: string;
  currency: string;
  timeZone: string;
  services: PublicService[];
  products: PublicProduct[];
  /** Older sites have none: reservations are then closed. */
  shop?: PublicShop;
  /** Gift cards sold online (when the salon sells some and can take cards). */
  gift_cards?: PublicGiftCards;
  memberships: PublicMembershipTier[];
  /** The reviews block, when the salon shows its reviews (older sites have none). */
  reviews?: PublicReviews | null;
  /** Portfolio photos the salon chose to show (older sites have none). */
  work?: PublicWork[];
  contact: PublicContact;
  /** Opening hours for search engines (schema.org openingHoursSpecification). */
  opening_hours: { day: string; opens: string; closes: string }[];
  booking_path: string;
  /** Where visitors are listed: the find-a-salon directory. */
  listed: boolean;
  tagline: string;
  /** Social profiles (schema.org sameAs). */
  social: string[];
  city: string;
  /** Lower-case word starts of the name and city (directory search). */
  search_terms: string[];
  publishedAt: string;
}

/**
 * What a salon page the server rendered embeds (`<script id="site-data">`)
 * for the browser to hydrate: the site and its context, or the error page.
 */
export type SiteHydration =
  | {
      site: PublicSite;
      context: {
        appOrigin: string;
        mapsKey: string | null;
        year: number;
        /** The product page shown (/shop/{id}), whole, or absent for the home page. */
        product?: PublicProduct;
        /** Booking happens on the salon's own host (/book). */
        ownBooking?: boolean;
        /** The page shown: the booking page (/book), or the site's home page when absent. */
        page?: 'book';
        /** A page of the site other than the home page (/{id}). */
        pageId?: string;
      };
    }
  | { error: string; home: string };

// ---- the contact form (spec, sections 5 and 9) ----------------------------

export const CONTACT_ERRORS = {
  noSuccess: 'Failed to send message. Please try again.',
  exception: 'An error occurred. Please try again later.',
} as const;

export const SITE_ERRORS = {
  notResolved: 'Could not find salon website or essential data is missing',
  loadFailed: 'An error occurred loading this salon website',
  dataMissing: 'Could not load salon information. Please try again later.',
  unsupported: (type: string) =>
    `Unsupported section type: ${type}. Please check the site configuration.`,
  trackingFailed: (detail: string) => `Error tracking Unsplash image: ${detail}`,
  trackingNetwork: 'Network error while tracking Unsplash image.',
} as const;

export const SITE_TEXTS = {
  loading: 'Loading your stylish website...',
  errorTitle: 'Oh Snap! Website Issue',
  makeover: 'Our Website is Getting a Makeover!',
  mapMissing: 'Map address not provided.',
  openInMaps: 'Open in Maps',
  shopEmpty: 'Our product selection is being curated. Check back soon!',
  membershipsEmpty: 'Membership details coming soon. Stay tuned!',
  thankYou: 'Thank You!',
  sendAnother: 'Send Another Message',
  viewProduct: 'View Product',
  detailsSoon: 'Details Coming Soon',
  choosePlan: 'Choose Plan',
  bookAppointment: 'Book Appointment',
  poweredBy: 'Powered by',
} as const;

// ---- safe HTML -------------------------------------------------------------

/**
 * The HTML a salon may put on its site (About text, website_content). The
 * server sanitises with sanitize-html on save and on render, the browser with
 * DOMPurify on display; both use this list, so no script ever runs from salon
 * content.
 */
export const SAFE_HTML = {
  tags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'code',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'span',
    'div',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  } as Record<string, string[]>,
  schemes: ['https', 'http', 'mailto', 'tel'],
  imageSchemes: ['https'],
} as const;

// ---- contact details for the site -------------------------------------------

const WEEK_ORDER = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The rows of a business-hours map, Monday first. Firestore keeps a map's keys
 * in its own order, so the order is restored here, where the week is shown.
 */
export function hoursInWeekOrder(hours: Record<string, string>): [string, string][] {
  const rank = (day: string) => {
    const i = WEEK_ORDER.indexOf(day);
    return i === -1 ? WEEK_ORDER.length : i;
  };
  return Object.entries(hours).sort(([a], [b]) => rank(a) - rank(b));
}

/** '09:00' → '9:00 AM'; '17:30' → '5:30 PM'. */
export function time12(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}
