// Site images and favicons: multipart form data through the API (never straight
// to storage from the browser), checked by content and size.
//   POST /api/site-assets/upload-site-image, POST /api/site-assets/upload-favicon
//   GET  /api/media/{path}   (the local store's files)
import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import { readUpload } from './upload';
import { assetContracts as c } from '@chairside/core/contracts/assets';
import { ApiError } from '../http/api-error';
import { reply } from '../http/contract';
import { callerOf, requireAuth } from '../http/auth';
import { requireRole } from '../http/membership';
import { perCaller } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { SAFE_MEDIA_PATH, mediaStore, sniffImage } from './media-store';
import { isOneOf } from '../platform/lists';

export const router = Router();
export const mediaRouter = Router();

const LIMITS = {
  site: { bytes: 5 * 1024 * 1024, label: '5 MB', types: ['png', 'jpg', 'webp', 'gif'] },
  favicon: { bytes: 512 * 1024, label: '512 KB', types: ['png', 'ico'] },
} as const;

function uploadRoute(kind: keyof typeof LIMITS, contract: typeof c.siteImage | typeof c.favicon) {
  return async (req: Request, res: Parameters<typeof callerOf>[0]) => {
    const limit = LIMITS[kind];
    const upload = await readUpload(req, limit.bytes);
    const { orgId: salonId } = parse(contract.form, orgIdFrom(upload.fields), 'upload');
    await requireRole(salonId, callerOf(res), ['owner', 'manager'], {
      action: 'change the website',
    });
    if (upload.tooLarge)
      throw new ApiError('payload_too_large', `The image is larger than ${limit.label}.`);
    if (!upload.file?.length) throw new ApiError('validation_failed', 'Choose an image to upload.');
    const kindOf = sniffImage(upload.file);
    if (!kindOf || !isOneOf(limit.types, kindOf.ext)) {
      throw new ApiError(
        'validation_failed',
        `That file is not a ${limit.types.map((t) => t.toUpperCase()).join(', ')} image.`,
      );
    }
    const path = `${salonId}/${kind}/${randomBytes(16).toString('hex')}.${kindOf.ext}`;
    const stored = await mediaStore().put(path, upload.file, kindOf.contentType);
    const answer = {
      url: stored.url,
      path: stored.path,
      bytes: upload.file.length,
      contentType: kindOf.contentType,
    };
    reply(res, contract, answer, 201);
  };
}

const uploads = perCaller('uploads', 60, 3600);
router.post(c.siteImage.path, requireAuth, uploads, uploadRoute('site', c.siteImage));
router.post(c.favicon.path, requireAuth, uploads, uploadRoute('favicon', c.favicon));

mediaRouter.get('/*path', async (req, res) => {
  const path = (req.params as { path?: string[] }).path?.join('/') ?? '';
  if (!SAFE_MEDIA_PATH.test(path)) throw new ApiError('not_found', 'No such file.');
  const file = await mediaStore().get(path);
  if (!file) throw new ApiError('not_found', 'No such file.');
  res.set('Content-Type', file.contentType);
  res.set('Cache-Control', 'public, max-age=31536000, immutable');
  res.set('Content-Security-Policy', "default-src 'none'");
  res.send(file.data);
});
