// The AI layer's calls (/api/ai): content generation of each kind, and what
// the salon's AI is (the built-in writer or a model) with this month's use.
import { z } from 'zod';
import {
  CONTENT_KINDS,
  TONES,
  ZContentRequest,
  type ContentKind,
  type ContentOutput,
} from '../ai/content';
import type { FactFlag } from '../ai/fact-check';
import type { ContrastCheck, FontPairing } from '../ai/foundry';
import type { SiteColors } from '../site-view';
import type { PromoOutput } from '../ai/promo';
import type { ReviewSummary } from '../ai/review-summary';
import {
  ZPaletteRequest,
  ZPromoRequest,
  ZSiteGenerateRequest,
  ZSpotlightRequest,
} from '../ai/requests';
import { zDocId } from '../ids';
import type { SiteDraft, SitePage } from '../site';
import { endpoint } from './endpoint';

/** Who wrote an answer: the built-in writer, or the model named. */
export interface WrittenBy {
  writer: 'built-in' | 'model';
  /** 'built-in' or the model ("googleai/gemini-2.5-flash"). */
  provider: string;
  /** Answered from the day's cache (a model's answer to the same request). */
  cached: boolean;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
}

export interface ContentAnswer<K extends ContentKind = ContentKind> extends WrittenBy {
  kind: K;
  output: ContentOutput<K>;
  /** What the fact check took out or wants a person to look at. */
  flags: FactFlag[];
}

export interface AiStatus {
  /** A model is connected; otherwise the built-in writer answers. */
  configured: boolean;
  provider: string;
  /** How to connect a model (the settings' names only for super-admins). */
  setup: string;
  month: string;
  calls: number;
  tokensUsed: number;
  tokensAllowed: number;
  renewsAt: string;
  /** What the model costs per million tokens (USD), where the platform set it. */
  price: { input: number; output: number } | null;
}

const orgId = z.string().trim().pipe(zDocId('Not a salon id'));

export const ZContentKind = z.enum(CONTENT_KINDS, { error: 'Not something Chairside writes' });

export const aiContracts = {
  /** POST /api/ai/content/:kind (owners, managers; a team member for their own bio). */
  content: endpoint<ContentAnswer>()('POST', 'ai', '/content/:kind', ZContentRequest),
  /** GET /api/ai/status (the salon's team): who writes, and this month's use. */
  status: endpoint<AiStatus>()('GET', 'ai', '/status', undefined, z.object({ orgId })),
  /** PUT /api/ai/budget (super-admins): a salon's monthly allowance of model tokens. */
  budget: endpoint<AiStatus>()(
    'PUT',
    'ai',
    '/budget',
    z.object({ orgId, monthlyTokens: z.number().int().min(0).max(100_000_000) }),
  ),
};

/** The site generator's answer: a draft, not yet saved or published. */
export interface SiteGenerateAnswer extends WrittenBy {
  draft: SiteDraft;
  flags: FactFlag[];
}

/** Calls at the API root (the spec's paths). */
export const aiRootContracts = {
  /** POST /api/generate-salon-website (owners, managers): a whole draft site from the salon's data. */
  generateWebsite: endpoint<SiteGenerateAnswer>()(
    'POST',
    '',
    '/generate-salon-website',
    ZSiteGenerateRequest,
  ),
};

/** A spotlight page, not yet in the draft: `replaces` says the draft has a page at its address. */
export interface SpotlightAnswer extends WrittenBy {
  page: SitePage;
  replaces: boolean;
  flags: FactFlag[];
}

export const aiSpotlightContracts = {
  /** POST /api/ai/spotlight (owners, managers): a feature page for a team member or a service. */
  spotlight: endpoint<SpotlightAnswer>()('POST', 'ai', '/spotlight', ZSpotlightRequest),
};

/** A service of the new owner's confirmed menu. */
export const ZMenuService = z.object({
  name: z.string().trim().min(2, 'Give the service a name of at least 2 characters').max(80),
  category: z.string().trim().min(1, 'Give it a category').max(40),
  durationMinutes: z.number().int().min(5, 'A service takes at least 5 minutes').max(720),
  price: z.number().int().min(0, 'A price cannot be below zero').max(100_000_000),
});

export const aiOnboardingContracts = {
  /** POST /api/ai/onboarding/services (the owner): the confirmed menu, done by the owner, bookable online. */
  services: endpoint<{ created: number; skipped: number }>()(
    'POST',
    'ai',
    '/onboarding/services',
    z.object({
      orgId,
      services: z.array(ZMenuService).min(1, 'Add at least one service').max(60),
    }),
  ),
};

/** The review summarizer's answer: themes with quotes that exist, and the team's figures. */
export interface ReviewSummaryAnswer extends WrittenBy {
  summary: ReviewSummary;
}

export const aiReviewContracts = {
  /** POST /api/ai/reviews/summary (owners, managers): what clients praise and complain about. */
  summary: endpoint<ReviewSummaryAnswer>()(
    'POST',
    'ai',
    '/reviews/summary',
    z.object({
      orgId,
      writer: z.enum(['auto', 'built-in']).default('auto'),
    }),
  ),
};

/** A photo to use on the site, with the credit Unsplash asks for when it is theirs. */
export interface FoundryPhoto {
  url: string;
  thumb: string;
  alt: string;
  /** Unsplash's photo id: the site counts its download when it is shown (spec, section 7). */
  unsplash_photo_id: string;
  photographer_name: string;
  photographer_profile_url: string;
}

export const ZImageRequest = z.object({
  orgId,
  /** What the picture should show (for an image model; the built-in maker draws abstract art). */
  prompt: z.string().trim().max(400).default(''),
  style: z.enum(['gradient', 'bubbles', 'waves']).default('gradient'),
  seed: z.number().int().min(0).max(1_000_000).default(0),
  writer: z.enum(['auto', 'built-in']).default('auto'),
});

export const aiFoundryContracts = {
  /** POST /api/ai/foundry/fonts: pairings of the site's fonts for a tone. */
  fonts: endpoint<{ pairings: FontPairing[] }>()(
    'POST',
    'ai',
    '/foundry/fonts',
    z.object({
      orgId,
      tone: z.enum(TONES).default('warm'),
      seed: z.number().int().min(0).default(0),
    }),
  ),
  /** POST /api/ai/foundry/colours: a palette from a mood or a photo's colour, AA-checked. */
  colours: endpoint<{ colors: SiteColors; checks: ContrastCheck[] }>()(
    'POST',
    'ai',
    '/foundry/colours',
    ZPaletteRequest,
  ),
  /** GET /api/ai/foundry/photos: Unsplash when a key is set, else the pictures shipped with Chairside. */
  photos: endpoint<{ source: 'unsplash' | 'shipped'; photos: FoundryPhoto[]; note: string }>()(
    'GET',
    'ai',
    '/foundry/photos',
    undefined,
    z.object({ orgId, q: z.string().trim().max(100).default('') }),
  ),
};

export const aiImageContracts = {
  /** POST /api/generate-salon-image (owners, managers): a picture stored in the salon's media. */
  generateImage: endpoint<{ url: string; alt: string } & Pick<WrittenBy, 'writer' | 'provider'>>()(
    'POST',
    '',
    '/generate-salon-image',
    ZImageRequest,
  ),
};

export const aiMarketingContracts = {
  /** POST /api/ai/promo (owners, managers): subject lines, the e-mail and the text for a campaign. */
  promo: endpoint<WrittenBy & { output: PromoOutput; flags: FactFlag[] }>()(
    'POST',
    'ai',
    '/promo',
    ZPromoRequest,
  ),
  /** POST /api/ai/personal-note (the team but booth renters): a note for one client's rebooking message. */
  personalNote: endpoint<WrittenBy & { note: string; flags: FactFlag[] }>()(
    'POST',
    'ai',
    '/personal-note',
    z.object({
      orgId,
      clientId: zDocId('Not a client id'),
      tone: z.enum(TONES).default('warm'),
      seed: z.number().int().min(0).max(1_000_000).default(0),
      writer: z.enum(['auto', 'built-in']).default('auto'),
    }),
  ),
};
