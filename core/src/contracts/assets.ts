// Image uploads for a salon's site (multipart form data).
import { z } from 'zod';
import { zDocId } from '../ids';
import { upload } from './endpoint';

/** What an upload answers: where the stored image is served from. */
export interface UploadedImage {
  url: string;
  path: string;
  bytes: number;
  contentType: string;
}

/** An image's form fields: the salon (`orgId`, or the spec's `salon_id`). */
export const ZSiteImageFields = z.object({ orgId: zDocId('Say which salon the image is for') });

/** Multipart form data: the salon and the image in `file`. */
export const assetContracts = {
  siteImage: upload<UploadedImage>()('site-assets', '/upload-site-image', ZSiteImageFields),
  favicon: upload<UploadedImage>()('site-assets', '/upload-favicon', ZSiteImageFields),
} as const;
