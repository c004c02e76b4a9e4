// Facebook Pages and Instagram through Meta's Graph API (v21.0): Facebook
// Login (a long-lived user token, then each Page's own token), a photo to a
// Page (/{page-id}/photos), and Instagram's content publishing: the
// account's publishing limit first (content_publishing_limit), a media
// container, its status (FINISHED, IN_PROGRESS, ERROR), then media_publish.
import type { SocialChoice } from '@chairside/core/records/social';
import {
  SocialProblem,
  callJson,
  type AppCredentials,
  type Network,
  type Progress,
  type SignedIn,
  type Tokens,
} from './types';

export const GRAPH = 'https://graph.facebook.com/v21.0';
const SCOPES = {
  facebook: ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts'],
  instagram: [
    'pages_show_list',
    'pages_read_engagement',
    'instagram_basic',
    'instagram_content_publish',
  ],
};

interface GraphError {
  error?: { message?: string; code?: number; error_subcode?: number; type?: string };
}

function metaProblem(status: number, body: unknown): SocialProblem {
  const e = (body as GraphError)?.error;
  const said = e?.message ?? `HTTP ${status}`;
  // 190: the token expired or was revoked; 10/200-299: a permission taken back.
  if (
    status === 401 ||
    e?.code === 190 ||
    e?.code === 10 ||
    ((e?.code ?? 0) >= 200 && (e?.code ?? 0) < 300)
  )
    return new SocialProblem(
      'reconnect',
      `Meta no longer lets Chairside post here (${said}). Connect again.`,
    );
  // 4, 17, 32, 613: rate limits; 9: the Instagram publishing limit.
  if (status === 429 || [4, 17, 32, 613].includes(e?.code ?? 0))
    return new SocialProblem('retry', `Meta asked us to slow down: ${said}`);
  if (e?.code === 9) return new SocialProblem('limit', `Instagram's posting limit: ${said}`);
  if (status >= 500 || e?.code === 1 || e?.code === 2)
    return new SocialProblem('retry', `Meta had a problem: ${said}`);
  return new SocialProblem('refused', `Meta refused the post: ${said}`);
}

const graph = <T>(path: string, init: RequestInit = {}) =>
  callJson<T>(`${GRAPH}${path}`, { ...init, problem: metaProblem });

const post = <T>(path: string, values: Record<string, string>) =>
  graph<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  });

interface PageAccount {
  id: string;
  name: string;
  access_token: string;
  instagram_business_account?: { id: string; username?: string };
}

function meta(kind: 'facebook' | 'instagram'): Network {
  return {
    id: kind,
    authUrl(app, redirectUri, state) {
      const q = new URLSearchParams({
        client_id: app.id,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: SCOPES[kind].join(','),
      });
      return `https://www.facebook.com/v21.0/dialog/oauth?${q}`;
    },
    async signIn(app: AppCredentials, redirectUri: string, code: string): Promise<SignedIn> {
      const short = await graph<{ access_token: string }>(
        `/oauth/access_token?${new URLSearchParams({ client_id: app.id, client_secret: app.secret, redirect_uri: redirectUri, code })}`,
      );
      const long = await graph<{ access_token: string; expires_in?: number }>(
        `/oauth/access_token?${new URLSearchParams({ grant_type: 'fb_exchange_token', client_id: app.id, client_secret: app.secret, fb_exchange_token: short.access_token })}`,
      );
      const token = long.access_token;
      const me = await graph<{ id: string; name: string }>(
        `/me?fields=id,name&access_token=${encodeURIComponent(token)}`,
      );
      const pages = await graph<{ data: PageAccount[] }>(
        `/me/accounts?fields=id,name,access_token,instagram_business_account{id,username}&access_token=${encodeURIComponent(token)}`,
      );
      const targets: Record<string, string> = {};
      const choices: SocialChoice[] = [];
      for (const p of pages.data ?? []) {
        if (kind === 'facebook') {
          targets[p.id] = p.access_token;
          choices.push({ id: p.id, name: p.name });
        } else if (p.instagram_business_account) {
          const ig = p.instagram_business_account;
          targets[ig.id] = p.access_token;
          choices.push({ id: ig.id, name: ig.username ? `@${ig.username}` : p.name });
        }
      }
      return {
        tokens: {
          access_token: token,
          user_id: me.id,
          targets,
          ...(long.expires_in ? { expires_at: Date.now() + long.expires_in * 1000 } : {}),
        },
        account: me.name,
        choices,
      };
    },
    // A long-lived token lasts about 60 days; connecting again renews it.
    refresh: (_app, tokens) => Promise.resolve(tokens),
    async publish(tokens, target, p): Promise<Progress> {
      const token = tokens.targets?.[target.id] ?? tokens.access_token;
      if (kind === 'facebook') {
        const made = await post<{ id: string; post_id?: string }>(`/${target.id}/photos`, {
          url: p.photoUrl,
          caption: p.caption,
          access_token: token,
        });
        const id = made.post_id ?? made.id;
        return { status: 'posted', remoteId: id, url: `https://www.facebook.com/${id}` };
      }
      const limit = await graph<{
        data: { quota_usage: number; config?: { quota_total: number } }[];
      }>(
        `/${target.id}/content_publishing_limit?fields=quota_usage,config&access_token=${encodeURIComponent(token)}`,
      );
      const usage = limit.data?.[0];
      if (usage?.config && usage.quota_usage >= usage.config.quota_total)
        throw new SocialProblem(
          'limit',
          `This Instagram account has posted ${usage.quota_usage} times through apps in the last 24 hours, its limit. Chairside tries again later.`,
        );
      const container = await post<{ id: string }>(`/${target.id}/media`, {
        image_url: p.photoUrl,
        caption: p.caption,
        access_token: token,
      });
      return this.check(tokens, target, container.id);
    },
    async check(tokens, target, remoteId): Promise<Progress> {
      if (kind === 'facebook')
        return { status: 'posted', remoteId, url: `https://www.facebook.com/${remoteId}` };
      const token = tokens.targets?.[target.id] ?? tokens.access_token;
      const state = await graph<{ status_code: string; status?: string }>(
        `/${remoteId}?fields=status_code,status&access_token=${encodeURIComponent(token)}`,
      );
      if (state.status_code === 'IN_PROGRESS') return { status: 'processing', remoteId };
      if (state.status_code !== 'FINISHED')
        throw new SocialProblem(
          'refused',
          `Instagram could not take the picture (${state.status_code}${state.status ? `: ${state.status}` : ''}).`,
        );
      const published = await post<{ id: string }>(`/${target.id}/media_publish`, {
        creation_id: remoteId,
        access_token: token,
      });
      const media = await graph<{ permalink?: string }>(
        `/${published.id}?fields=permalink&access_token=${encodeURIComponent(token)}`,
      ).catch(() => ({ permalink: '' }));
      return { status: 'posted', remoteId: published.id, url: media.permalink ?? '' };
    },
    async revoke(_app, tokens: Tokens) {
      if (!tokens.user_id) return;
      await graph(
        `/${tokens.user_id}/permissions?access_token=${encodeURIComponent(tokens.access_token)}`,
        {
          method: 'DELETE',
        },
      ).catch(() => undefined);
    },
  };
}

export const facebook = meta('facebook');
export const instagram = meta('instagram');
