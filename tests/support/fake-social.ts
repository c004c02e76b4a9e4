// Instagram and Facebook (Meta's Graph API v21.0), TikTok (Login Kit and the
// Content Posting API v2) and Pinterest (API v5) as their documented HTTP
// answers, in memory, served through msw: each network's OAuth token
// endpoint, the account and what it can post to, publishing (Instagram's
// publishing limit, media container and its status, media_publish; a Page's
// photo; TikTok's creator info, photo post and status; a Pin), and revoking.
// Tests read what was posted and can make the next call fail as each fails.
import { http, HttpResponse, type HttpHandler } from 'msw';

const GRAPH = 'https://graph.facebook.com/v21.0';
const TIKTOK = 'https://open.tiktokapis.com';
const PIN = 'https://api.pinterest.com/v5';

export class FakeSocial {
  calls: string[] = [];
  failNext: { match: RegExp; status: number; body: unknown }[] = [];
  /** Instagram: how many posts the account made through apps in 24 h, of how many. */
  igQuota = { usage: 3, total: 50 };
  /** Instagram containers answer IN_PROGRESS this many times before FINISHED. */
  igProcessing = 1;
  containers = new Map<string, { checks: number; imageUrl: string; caption: string }>();
  igPosts: { id: string; caption: string }[] = [];
  fbPosts: { pageId: string; url: string; caption: string }[] = [];
  tiktokPosts: { publishId: string; body: Record<string, unknown>; checks: number }[] = [];
  tiktokProcessing = 1;
  pins: Record<string, unknown>[] = [];
  revoked: string[] = [];
  pinterestRefreshes = 0;
  /** Pinterest's first access token expires in this many seconds. */
  pinterestExpiresIn = 2_592_000;

  private failure(path: string): Response | null {
    const i = this.failNext.findIndex((f) => f.match.test(path));
    if (i < 0) return null;
    const [f] = this.failNext.splice(i, 1);
    return HttpResponse.json(f!.body as object, { status: f!.status });
  }

  private seen(req: Request, path: string) {
    this.calls.push(`${req.method} ${path}`);
    return this.failure(path);
  }

  handlers(): HttpHandler[] {
    const graphToken = (url: URL) => url.searchParams.get('access_token') ?? '';
    const form = async (req: Request) => new URLSearchParams(await req.text());
    return [
      // ── Meta ──
      http.get(`${GRAPH}/oauth/access_token`, ({ request }) => {
        const url = new URL(request.url);
        const stop = this.seen(
          request,
          `/oauth/access_token ${url.searchParams.get('grant_type') ?? 'code'}`,
        );
        if (stop) return stop;
        if (url.searchParams.get('code') === 'bad-code')
          return HttpResponse.json(
            {
              error: {
                message: 'This authorization code has expired.',
                type: 'OAuthException',
                code: 100,
              },
            },
            { status: 400 },
          );
        return HttpResponse.json({
          access_token: url.searchParams.get('grant_type') ? 'meta-long-token' : 'meta-short-token',
          token_type: 'bearer',
          ...(url.searchParams.get('grant_type') ? { expires_in: 5_184_000 } : {}),
        });
      }),
      http.get(`${GRAPH}/me`, ({ request }) => {
        const stop = this.seen(request, '/me');
        if (stop) return stop;
        return HttpResponse.json({ id: '10001', name: 'Maya Chen' });
      }),
      http.get(`${GRAPH}/me/accounts`, ({ request }) => {
        const stop = this.seen(request, '/me/accounts');
        if (stop) return stop;
        return HttpResponse.json({
          data: [
            {
              id: '2001',
              name: 'Studio Nova',
              access_token: 'page-token-2001',
              instagram_business_account: { id: '17841400000000001', username: 'studionova' },
            },
            { id: '2002', name: 'Studio Nova Academy', access_token: 'page-token-2002' },
          ],
        });
      }),
      http.delete(`${GRAPH}/:user/permissions`, ({ request, params }) => {
        this.seen(request, '/permissions');
        this.revoked.push(`meta:${String(params['user'])}`);
        return HttpResponse.json({ success: true });
      }),
      http.post(`${GRAPH}/:page/photos`, async ({ request, params }) => {
        const stop = this.seen(request, '/photos');
        if (stop) return stop;
        const f = await form(request);
        if (f.get('access_token') !== `page-token-${String(params['page'])}`)
          return HttpResponse.json(
            {
              error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
            },
            { status: 400 },
          );
        const n = this.fbPosts.push({
          pageId: String(params['page']),
          url: f.get('url') ?? '',
          caption: f.get('caption') ?? '',
        });
        return HttpResponse.json({ id: `9${n}`, post_id: `${String(params['page'])}_9${n}` });
      }),
      http.get(`${GRAPH}/:ig/content_publishing_limit`, ({ request }) => {
        const stop = this.seen(request, '/content_publishing_limit');
        if (stop) return stop;
        return HttpResponse.json({
          data: [
            {
              quota_usage: this.igQuota.usage,
              config: { quota_total: this.igQuota.total, quota_duration: 86400 },
            },
          ],
        });
      }),
      http.post(`${GRAPH}/:ig/media`, async ({ request }) => {
        const stop = this.seen(request, '/media');
        if (stop) return stop;
        const f = await form(request);
        const id = `c${this.containers.size + 1}`;
        this.containers.set(id, {
          checks: 0,
          imageUrl: f.get('image_url') ?? '',
          caption: f.get('caption') ?? '',
        });
        return HttpResponse.json({ id });
      }),
      http.post(`${GRAPH}/:ig/media_publish`, async ({ request }) => {
        const stop = this.seen(request, '/media_publish');
        if (stop) return stop;
        const f = await form(request);
        const c = this.containers.get(f.get('creation_id') ?? '');
        if (!c)
          return HttpResponse.json(
            { error: { message: 'Media ID is not available', code: 9007 } },
            { status: 400 },
          );
        const id = `m${this.igPosts.length + 1}`;
        this.igPosts.push({ id, caption: c.caption });
        this.igQuota.usage++;
        return HttpResponse.json({ id });
      }),
      http.get(`${GRAPH}/:id`, ({ request, params }) => {
        const url = new URL(request.url);
        const id = String(params['id']);
        const stop = this.seen(request, `/${id.startsWith('c') ? 'container' : 'media'}`);
        if (stop) return stop;
        if (!graphToken(url))
          return HttpResponse.json(
            { error: { message: 'An active access token must be used', code: 2500 } },
            { status: 400 },
          );
        const c = this.containers.get(id);
        if (c) {
          c.checks++;
          return HttpResponse.json({
            id,
            status_code: c.checks <= this.igProcessing ? 'IN_PROGRESS' : 'FINISHED',
          });
        }
        return HttpResponse.json({ id, permalink: `https://www.instagram.com/p/${id}/` });
      }),
      // ── TikTok ──
      http.post(`${TIKTOK}/v2/oauth/token/`, async ({ request }) => {
        const stop = this.seen(request, '/tiktok/token');
        if (stop) return stop;
        return HttpResponse.json({
          access_token: 'act.tiktok-1',
          expires_in: 86400,
          open_id: 'tt-open-1',
          refresh_expires_in: 31536000,
          refresh_token: 'rft.tiktok-1',
          scope: 'user.info.basic,video.publish',
          token_type: 'Bearer',
        });
      }),
      http.post(`${TIKTOK}/v2/oauth/revoke/`, ({ request }) => {
        this.seen(request, '/tiktok/revoke');
        this.revoked.push('tiktok');
        return HttpResponse.json({});
      }),
      http.get(`${TIKTOK}/v2/user/info/`, ({ request }) => {
        const stop = this.seen(request, '/tiktok/user');
        if (stop) return stop;
        return HttpResponse.json({
          data: { user: { open_id: 'tt-open-1', display_name: 'studionova' } },
          error: { code: 'ok', message: '', log_id: 'log-1' },
        });
      }),
      http.post(`${TIKTOK}/v2/post/publish/creator_info/query/`, ({ request }) => {
        const stop = this.seen(request, '/tiktok/creator_info');
        if (stop) return stop;
        return HttpResponse.json({
          data: {
            creator_username: 'studionova',
            creator_nickname: 'Studio Nova',
            privacy_level_options: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
            comment_disabled: false,
            max_video_post_duration_sec: 600,
          },
          error: { code: 'ok', message: '', log_id: 'log-2' },
        });
      }),
      http.post(`${TIKTOK}/v2/post/publish/content/init/`, async ({ request }) => {
        const stop = this.seen(request, '/tiktok/content/init');
        if (stop) return stop;
        const body = (await request.json()) as Record<string, unknown>;
        const publishId = `v_pub_${this.tiktokPosts.length + 1}`;
        this.tiktokPosts.push({ publishId, body, checks: 0 });
        return HttpResponse.json({
          data: { publish_id: publishId },
          error: { code: 'ok', message: '', log_id: 'log-3' },
        });
      }),
      http.post(`${TIKTOK}/v2/post/publish/status/fetch/`, async ({ request }) => {
        const stop = this.seen(request, '/tiktok/status');
        if (stop) return stop;
        const { publish_id } = (await request.json()) as { publish_id: string };
        const p = this.tiktokPosts.find((t) => t.publishId === publish_id)!;
        p.checks++;
        const done = p.checks > this.tiktokProcessing;
        return HttpResponse.json({
          data: done
            ? { status: 'PUBLISH_COMPLETE', publicaly_available_post_id: [] }
            : { status: 'PROCESSING_DOWNLOAD' },
          error: { code: 'ok', message: '', log_id: 'log-4' },
        });
      }),
      // ── Pinterest ──
      http.post(`${PIN}/oauth/token`, async ({ request }) => {
        const stop = this.seen(request, '/pinterest/token');
        if (stop) return stop;
        if (!request.headers.get('authorization')?.startsWith('Basic '))
          return HttpResponse.json({ code: 1, message: 'Authentication failed.' }, { status: 401 });
        const f = await form(request);
        const refreshing = f.get('grant_type') === 'refresh_token';
        if (refreshing) this.pinterestRefreshes++;
        return HttpResponse.json({
          access_token: `pina_${this.pinterestRefreshes}`,
          refresh_token: refreshing ? undefined : 'pinr_1',
          response_type: 'authorization_code',
          token_type: 'bearer',
          expires_in: refreshing ? 2_592_000 : this.pinterestExpiresIn,
          scope: 'boards:read,pins:read,pins:write,user_accounts:read',
        });
      }),
      http.get(`${PIN}/user_account`, ({ request }) => {
        const stop = this.seen(request, '/pinterest/user');
        if (stop) return stop;
        return HttpResponse.json({ account_type: 'BUSINESS', username: 'studionova' });
      }),
      http.get(`${PIN}/boards`, ({ request }) => {
        const stop = this.seen(request, '/pinterest/boards');
        if (stop) return stop;
        return HttpResponse.json({
          items: [
            { id: '549755885175', name: 'Balayage', privacy: 'PUBLIC' },
            { id: '549755885176', name: 'Bridal hair', privacy: 'PUBLIC' },
          ],
          bookmark: null,
        });
      }),
      http.post(`${PIN}/pins`, async ({ request }) => {
        const stop = this.seen(request, '/pinterest/pins');
        if (stop) return stop;
        if (!/^Bearer pina_/.test(request.headers.get('authorization') ?? ''))
          return HttpResponse.json({ code: 2, message: 'Authentication failed.' }, { status: 401 });
        const body = (await request.json()) as Record<string, unknown>;
        this.pins.push({ ...body, token: request.headers.get('authorization') });
        return HttpResponse.json(
          { id: `81378${this.pins.length}`, board_id: body['board_id'] },
          { status: 201 },
        );
      }),
    ];
  }
}
