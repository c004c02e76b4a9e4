import type { Request } from 'express';
import type { HostConfig } from '@chairside/core/hosts';
import { PRODUCT_NAME } from '@chairside/core/product';

/** True inside the Firebase emulators. */
export const isEmulator = () => process.env['FUNCTIONS_EMULATOR'] === 'true';

export const productDomain = () => process.env['PRODUCT_DOMAIN'] ?? 'chairside.app';
export const platformHost = () => process.env['PLATFORM_HOST'] ?? 'chairside.web.app';

function allowedOrigins(): string[] {
  const domain = productDomain();
  return [
    `https://${domain}`,
    `https://app.${domain}`,
    `https://www.${domain}`,
    `https://${platformHost()}`,
  ];
}

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{2,5})?$/;

/**
 * The app origin that links in e-mails point to: the caller's own origin when
 * it is one of ours (or local, in the emulators), else the product domain. An
 * Origin header never sends a person's e-mail link to someone else's site.
 */
export function appOrigin(req: Request): string {
  const origin = req.get('origin') ?? '';
  if (allowedOrigins().includes(origin)) return origin;
  if (isEmulator() && LOCAL_ORIGIN.test(origin)) return origin;
  if (isEmulator()) return 'http://localhost:5000';
  return allowedOrigins()[0] ?? `https://${productDomain()}`;
}

export const mailFrom = () =>
  process.env['MAIL_FROM'] ?? `${PRODUCT_NAME} <no-reply@${productDomain()}>`;

/** The product app's origin for links from hosted sites (booking, the home button). */
export function appOriginForSites(): string {
  if (process.env['APP_ORIGIN']) return process.env['APP_ORIGIN'];
  return isEmulator() ? 'http://localhost:5000' : `https://${productDomain()}`;
}

/** A salon's site at its subdomain: https://slug.product-domain, or slug.localhost locally. */
export function siteOrigin(slug: string): string {
  return isEmulator() ? `http://${slug}.localhost:5000` : `https://${slug}.${productDomain()}`;
}

export const hostConfig = (): HostConfig => ({
  productDomain: productDomain(),
  platformHost: platformHost(),
});
