// TikTok's Login Kit and Content Posting API (v2): sign-in (user.info.basic,
// video.publish), the creator's info first (which privacy levels they may
// use), then a photo post pulled from our address (content/init,
// media_type PHOTO, DIRECT_POST), and its status (status/fetch) until it is
// published. An app TikTok has not audited may only post privately
// (SELF_ONLY): unless TIKTOK_AUDITED is set, every post goes as "Only me".
import {
  SocialProblem,
  callJson,
  form,
  type AppCredentials,
  type Network,
  type Progress,
  type Tokens,
} from './types';

export const TIKTOK = 'https://open.tiktokapis.com';

interface TikTokAnswer<T> {
  data?: T;
  error?: { code?: string; message?: string; log_id?: string };
}

function tiktokProblem(status: number, body: unknown): SocialProblem {
  const e =
    (body as TikTokAnswer<unknown>)?.error ??
    (body as { error?: string; error_description?: string });
  const code =
    typeof e === 'object' && e
      ? String((e as { code?: string }).code ?? (body as { error?: string }).error ?? '')
      : '';
  const said =
    (typeof e === 'object' &&
      e &&
      ((e as { message?: string }).message ||
        (body as { error_description?: string }).error_description)) ||
    `HTTP ${status}`;
  if (status === 401 || /access_token_invalid|scope_not_authorized|invalid_grant/.test(code))
    return new SocialProblem(
      'reconnect',
      `TikTok no longer lets Chairside post here (${said}). Connect again.`,
    );
  if (status === 429 || /rate_limit_exceeded|spam_risk_too_many_posts/.test(code))
    return new SocialProblem('limit', `TikTok's posting limit: ${said}`);
  if (status >= 500) return new SocialProblem('retry', `TikTok had a problem: ${said}`);
  return new SocialProblem('refused', `TikTok refused the post: ${said}`);
}

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const answer = await callJson<TikTokAnswer<T>>(`${TIKTOK}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json; charset=UTF-8',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    problem: tiktokProblem,
  });
  if (answer.error?.code && answer.error.code !== 'ok') throw tiktokProblem(200, answer);
  return answer.data as T;
}

async function token(values: Record<string, string>): Promise<Tokens> {
  const t = await callJson<{
    access_token: string;
    refresh_token: string;
    expires_in: number;
    open_id: string;
  }>(`${TIKTOK}/v2/oauth/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form(values),
    problem: tiktokProblem,
  });
  return {
    access_token: t.access_token,
    refresh_token: t.refresh_token,
    expires_at: Date.now() + t.expires_in * 1000,
    user_id: t.open_id,
  };
}

export const audited = () => /^(1|true|yes)$/i.test(process.env['TIKTOK_AUDITED']?.trim() ?? '');

export const tiktok: Network = {
  id: 'tiktok',
  authUrl(app, redirectUri, state) {
    const q = new URLSearchParams({
      client_key: app.id,
      response_type: 'code',
      scope: 'user.info.basic,video.publish',
      redirect_uri: redirectUri,
      state,
    });
    return `https://www.tiktok.com/v2/auth/authorize/?${q}`;
  },
  async signIn(app: AppCredentials, redirectUri, code) {
    const tokens = await token({
      client_key: app.id,
      client_secret: app.secret,
      code,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
    });
    const me = await api<{ user: { open_id: string; display_name: string } }>(
      '/v2/user/info/?fields=open_id,display_name',
      tokens.access_token,
    );
    const name = me.user.display_name || 'TikTok account';
    return { tokens, account: name, choices: [{ id: tokens.user_id ?? me.user.open_id, name }] };
  },
  async refresh(app, tokens, now) {
    if (!tokens.refresh_token || (tokens.expires_at ?? Infinity) - now > 5 * 60_000) return tokens;
    return token({
      client_key: app.id,
      client_secret: app.secret,
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
  },
  async publish(tokens, _target, p): Promise<Progress> {
    const creator = await api<{ privacy_level_options: string[]; creator_username?: string }>(
      '/v2/post/publish/creator_info/query/',
      tokens.access_token,
      {},
    );
    const privacy =
      audited() && creator.privacy_level_options.includes('PUBLIC_TO_EVERYONE')
        ? 'PUBLIC_TO_EVERYONE'
        : 'SELF_ONLY';
    if (!creator.privacy_level_options.includes(privacy))
      throw new SocialProblem('refused', 'This TikTok account cannot post privately through apps.');
    const made = await api<{ publish_id: string }>(
      '/v2/post/publish/content/init/',
      tokens.access_token,
      {
        post_info: {
          title: (p.title || p.caption).slice(0, 90),
          description: p.caption.slice(0, 4_000),
          privacy_level: privacy,
          disable_comment: false,
          auto_add_music: true,
        },
        source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0, photo_images: [p.photoUrl] },
        post_mode: 'DIRECT_POST',
        media_type: 'PHOTO',
      },
    );
    return this.check(tokens, _target, made.publish_id);
  },
  async check(tokens, _target, remoteId): Promise<Progress> {
    const s = await api<{
      status: string;
      fail_reason?: string;
      publicaly_available_post_id?: string[];
    }>('/v2/post/publish/status/fetch/', tokens.access_token, { publish_id: remoteId });
    if (s.status === 'PUBLISH_COMPLETE') {
      const id = s.publicaly_available_post_id?.[0];
      return {
        status: 'posted',
        remoteId: id ?? remoteId,
        url: id ? `https://www.tiktok.com/video/${id}` : '',
      };
    }
    if (s.status === 'FAILED')
      throw new SocialProblem(
        'refused',
        `TikTok could not post it: ${s.fail_reason ?? 'no reason given'}.`,
      );
    return { status: 'processing', remoteId };
  },
  async revoke(app, tokens) {
    await callJson(`${TIKTOK}/v2/oauth/revoke/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({ client_key: app.id, client_secret: app.secret, token: tokens.access_token }),
      problem: tiktokProblem,
    }).catch(() => undefined);
  },
};
