// POST /api/generate-salon-image: a picture for the salon's site, stored in
// its media. With an image model configured (AI_IMAGE_MODEL) the model draws
// what the owner described; otherwise, or when asked, the built-in maker
// draws an abstract picture in the site's colours. Both count in the usage.
import { randomBytes } from 'node:crypto';
import { THEME_PRESETS } from '@chairside/core/site';
import type { z } from 'zod';
import type { ZImageRequest } from '@chairside/core/contracts/ai';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { mediaStore, sniffImage } from '../media';
import { siteDraftDoc } from '../records/sites';
import { errorMessage } from '../platform/errors';
import { modelConfig } from './config';
import { generateImageWith } from './model';
import { abstractImage } from './png';
import { allowanceOf, assertWithinAllowance, recordCall } from './usage';

/** Image calls weigh in the allowance as this many tokens (a picture costs more than a paragraph). */
const IMAGE_TOKENS = 5_000;

export async function generateImage(caller: Caller, req: z.output<typeof ZImageRequest>) {
  await requireRole(req.orgId, caller, ['owner', 'manager'], { action: 'make pictures' });
  const started = Date.now();
  const cfg = req.writer === 'auto' && req.prompt ? modelConfig() : null;
  const line = { flow: 'image', uid: caller.uid, cached: false, inputTokens: 0 };
  let data: Buffer | null = null;
  let provider = 'built-in';
  if (cfg?.imageModel) {
    assertWithinAllowance(await allowanceOf(req.orgId));
    provider = `${cfg.provider}/${cfg.imageModel}`;
    try {
      data = await generateImageWith(
        `A photograph-quality image for a hair and beauty salon's website, no text or logos: ${req.prompt}`,
      );
    } catch (err) {
      await recordCall(req.orgId, {
        ...line,
        provider,
        ok: false,
        outputTokens: 0,
        latencyMs: Date.now() - started,
        error: errorMessage(err).slice(0, 300),
      });
      throw err;
    }
  }
  const kind = data ? sniffImage(data) : null;
  if (!data || !kind) {
    const theme =
      (await siteDraftDoc(req.orgId).get()).data()?.draft?.theme ?? THEME_PRESETS[0]!.theme;
    data = abstractImage(
      { from: theme.colors.primary, to: theme.colors.accent, light: theme.colors.neutral },
      req.style,
      req.seed,
    );
    provider = 'built-in';
  }
  const type = sniffImage(data) ?? { ext: 'png', contentType: 'image/png' };
  const stored = await mediaStore().put(
    `${req.orgId}/site/${randomBytes(16).toString('hex')}.${type.ext}`,
    data,
    type.contentType,
  );
  await recordCall(req.orgId, {
    ...line,
    provider,
    ok: true,
    outputTokens: provider === 'built-in' ? 0 : IMAGE_TOKENS,
    latencyMs: Date.now() - started,
  });
  return {
    url: stored.url,
    alt:
      provider === 'built-in'
        ? 'An abstract pattern in the salon’s colours'
        : req.prompt.slice(0, 200),
    writer: provider === 'built-in' ? ('built-in' as const) : ('model' as const),
    provider,
  };
}
