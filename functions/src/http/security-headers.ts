// Response headers that harden every page and answer: a Content-Security-Policy
// per kind of page (the app, a salon's site, the blog, the API), who may frame
// it, and the usual hardening headers. Inline scripts in our page templates
// (the theme scripts) are allowed by their SHA-256 hash, nothing else inline.
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { VIDEO_FRAME_ORIGINS } from '@chairside/core/blog-html';

export type PageKind = 'app' | 'site' | 'blog' | 'site-blog' | 'auth';

/** Set on every answer of both functions (and in firebase.json for static files). */
export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(self)',
};

/** The hash sources of a template's inline scripts (data blocks such as JSON are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

export interface PolicyOptions {
  kind: PageKind;
  scriptHashes: readonly string[];
  /** Origins allowed to frame the page besides itself (the app, for a site's preview). */
  frameAncestors: readonly string[];
  emulator: boolean;
}

/** The Content-Security-Policy of one kind of page. */
export function contentSecurityPolicy(o: PolicyOptions): string {
  const local = o.emulator
    ? ['http://127.0.0.1:*', 'http://localhost:*', 'ws://127.0.0.1:*', 'ws://localhost:*']
    : [];
  const script = ["'self'", ...o.scriptHashes];
  const connect = ["'self'"];
  const frame: string[] = [];
  if (o.kind === 'app' || o.kind === 'auth') {
    // Firebase Auth and Google sign-in; the app besides: Firestore and Stripe's payment elements.
    const app = o.kind === 'app';
    script.push('https://apis.google.com', ...(app ? ['https://js.stripe.com'] : []));
    connect.push(
      'https://*.googleapis.com',
      ...(app
        ? ['https://*.firebaseio.com', 'wss://*.firebaseio.com', 'https://api.stripe.com']
        : []),
      ...local,
    );
    frame.push(
      "'self'",
      'https://*.firebaseapp.com',
      'https://*.web.app',
      'https://accounts.google.com',
      ...(app ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
    );
  }
  // The map section's embed (also in the editor's preview inside the app).
  if (o.kind === 'app' || o.kind === 'site')
    frame.push('https://www.google.com', 'https://maps.google.com');
  // A post's video (YouTube's privacy-enhanced player, Vimeo's), also in the app's editor.
  if (o.kind === 'app' || o.kind === 'blog' || o.kind === 'site-blog')
    frame.push(...VIDEO_FRAME_ORIGINS);
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Emotion (the app) and the pages' inline critical CSS.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.length ? frame.join(' ') : "'none'"}`,
    `frame-ancestors ${["'self'", ...o.frameAncestors].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}

/** The answer of a JSON API: nothing in it may run or be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function setCommonHeaders(res: Response) {
  res.set(COMMON_HEADERS);
}
