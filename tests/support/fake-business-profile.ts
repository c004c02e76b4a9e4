// Google Business Profile as its documented HTTP answers, in memory, served
// through msw: OAuth's token, revoke and userinfo endpoints, accounts
// (Account Management v1), locations (Business Information v1), a
// location's reviews (v4, paged, with averageRating and totalReviewCount)
// and the reply (PUT …/reply). Tests change the reviews and can make the
// next call fail the way Google fails.
import { http, HttpResponse, type HttpHandler } from 'msw';

export interface FakeGoogleReview {
  reviewId: string;
  stars: 1 | 2 | 3 | 4 | 5;
  comment?: string;
  reviewer: string;
  createTime: string;
  reply?: { comment: string; updateTime: string };
}

const WORDS = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;

export class FakeBusinessProfile {
  reviews = new Map<string, FakeGoogleReview>();
  calls: string[] = [];
  failNext: { match: RegExp; status: number; body: unknown }[] = [];
  revoked = false;
  revokeCalls = 0;
  refreshes = 0;
  /**
   * When set, the first access token Google hands out is already expired on
   * Google's side (it still looks valid for an hour): the first call is
   * refused with a 401 and the client must refresh and try again.
   */
  expireAccess = false;
  pageSize = 2;

  constructor(
    readonly email: string,
    readonly account = 'accounts/1001',
    readonly locations: { id: string; title: string }[] = [
      { id: 'locations/2002', title: 'Studio Nova (Brooklyn)' },
      { id: 'locations/2003', title: 'Studio Nova (Queens)' },
    ],
  ) {}

  review(r: FakeGoogleReview) {
    this.reviews.set(r.reviewId, r);
    return this;
  }

  private failure(path: string): Response | null {
    const i = this.failNext.findIndex((f) => f.match.test(path));
    if (i < 0) return null;
    const [f] = this.failNext.splice(i, 1);
    return HttpResponse.json(f!.body as object, { status: f!.status });
  }

  private guard(req: Request, path: string): Response | null {
    this.calls.push(`${req.method} ${path}`);
    const failed = this.failure(path);
    if (failed) return failed;
    const auth = req.headers.get('authorization') ?? '';
    if (this.revoked || !/^Bearer gbp-at-/.test(auth) || auth.endsWith('-expired')) {
      return HttpResponse.json(
        {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        },
        { status: 401 },
      );
    }
    return null;
  }

  handlers(): HttpHandler[] {
    const V4 = 'https://mybusiness.googleapis.com/v4';
    return [
      http.post('https://oauth2.googleapis.com/token', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        this.calls.push(`POST /token ${form.get('grant_type')}`);
        if (this.revoked || form.get('code') === 'bad-code') {
          return HttpResponse.json(
            { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
            { status: 400 },
          );
        }
        if (form.get('grant_type') === 'refresh_token') this.refreshes++;
        const first = form.get('grant_type') === 'authorization_code';
        return HttpResponse.json({
          access_token: `gbp-at-${this.refreshes}${first && this.expireAccess ? '-expired' : ''}`,
          expires_in: 3599,
          ...(first ? { refresh_token: 'gbp-rt-1' } : {}),
          scope: 'https://www.googleapis.com/auth/business.manage openid email',
          token_type: 'Bearer',
        });
      }),
      http.post('https://oauth2.googleapis.com/revoke', () => {
        this.revokeCalls++;
        this.revoked = true;
        return HttpResponse.json({});
      }),
      http.get('https://openidconnect.googleapis.com/v1/userinfo', ({ request }) => {
        const stop = this.guard(request, '/userinfo');
        if (stop) return stop;
        return HttpResponse.json({ sub: '1234567890', email: this.email, email_verified: true });
      }),
      http.get('https://mybusinessaccountmanagement.googleapis.com/v1/accounts', ({ request }) => {
        const stop = this.guard(request, '/accounts');
        if (stop) return stop;
        return HttpResponse.json({
          accounts: [{ name: this.account, accountName: 'Studio Nova', type: 'LOCATION_GROUP' }],
        });
      }),
      http.get(
        'https://mybusinessbusinessinformation.googleapis.com/v1/accounts/:a/locations',
        ({ request }) => {
          const stop = this.guard(request, '/locations');
          if (stop) return stop;
          const mask = new URL(request.url).searchParams.get('readMask') ?? '';
          if (!mask.includes('title'))
            return HttpResponse.json(
              { error: { code: 400, message: 'Request must contain a valid readMask.' } },
              { status: 400 },
            );
          return HttpResponse.json({
            locations: this.locations.map((l) => ({
              name: l.id,
              title: l.title,
              storefrontAddress: { addressLines: ['12 Bedford Ave'], locality: 'Brooklyn' },
            })),
          });
        },
      ),
      http.get(`${V4}/accounts/:a/locations/:l/reviews`, ({ request, params }) => {
        const stop = this.guard(request, '/reviews');
        if (stop) return stop;
        const url = new URL(request.url);
        const from = Number(url.searchParams.get('pageToken') ?? 0);
        const all = [...this.reviews.values()];
        const page = all.slice(from, from + this.pageSize);
        const prefix = `accounts/${String(params['a'])}/locations/${String(params['l'])}`;
        const sum = all.reduce((s, r) => s + r.stars, 0);
        return HttpResponse.json({
          reviews: page.map((r) => ({
            name: `${prefix}/reviews/${r.reviewId}`,
            reviewId: r.reviewId,
            reviewer: { displayName: r.reviewer, isAnonymous: false },
            starRating: WORDS[r.stars],
            ...(r.comment ? { comment: r.comment } : {}),
            createTime: r.createTime,
            updateTime: r.reply?.updateTime ?? r.createTime,
            ...(r.reply ? { reviewReply: r.reply } : {}),
          })),
          averageRating: all.length ? Math.round((sum / all.length) * 10) / 10 : 0,
          totalReviewCount: all.length,
          ...(from + this.pageSize < all.length
            ? { nextPageToken: String(from + this.pageSize) }
            : {}),
        });
      }),
      http.put(`${V4}/accounts/:a/locations/:l/reviews/:r/reply`, async ({ request, params }) => {
        const stop = this.guard(request, '/reply');
        if (stop) return stop;
        const body = (await request.json()) as { comment?: string };
        const r = this.reviews.get(String(params['r']));
        if (!r)
          return HttpResponse.json(
            { error: { code: 404, message: 'Requested entity was not found.' } },
            { status: 404 },
          );
        r.reply = { comment: body.comment ?? '', updateTime: new Date().toISOString() };
        return HttpResponse.json(r.reply);
      }),
    ];
  }
}
