// Pinterest's API v5: OAuth (boards:read, pins:write, user_accounts:read),
// the account's boards to choose from, and a Pin from our picture's
// address on the chosen board (POST /v5/pins), with the salon's link.
import {
  SocialProblem,
  callJson,
  form,
  type AppCredentials,
  type Network,
  type Progress,
  type Tokens,
} from './types';

export const PINTEREST = 'https://api.pinterest.com/v5';

function pinterestProblem(status: number, body: unknown): SocialProblem {
  const said = (body as { message?: string })?.message ?? `HTTP ${status}`;
  if (status === 401)
    return new SocialProblem(
      'reconnect',
      `Pinterest no longer lets Chairside pin here (${said}). Connect again.`,
    );
  if (status === 429) return new SocialProblem('limit', `Pinterest asked us to slow down: ${said}`);
  if (status >= 500) return new SocialProblem('retry', `Pinterest had a problem: ${said}`);
  return new SocialProblem('refused', `Pinterest refused the Pin: ${said}`);
}

const api = <T>(path: string, token: string, body?: unknown) =>
  callJson<T>(`${PINTEREST}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    problem: pinterestProblem,
  });

async function token(app: AppCredentials, values: Record<string, string>): Promise<Tokens> {
  const t = await callJson<{ access_token: string; refresh_token?: string; expires_in: number }>(
    `${PINTEREST}/oauth/token`,
    {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${app.id}:${app.secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form(values),
      problem: pinterestProblem,
    },
  );
  return {
    access_token: t.access_token,
    ...(t.refresh_token ? { refresh_token: t.refresh_token } : {}),
    expires_at: Date.now() + t.expires_in * 1000,
  };
}

export const pinterest: Network = {
  id: 'pinterest',
  authUrl(app, redirectUri, state) {
    const q = new URLSearchParams({
      client_id: app.id,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'boards:read,pins:read,pins:write,user_accounts:read',
      state,
    });
    return `https://www.pinterest.com/oauth/?${q}`;
  },
  async signIn(app, redirectUri, code) {
    const tokens = await token(app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    });
    const me = await api<{ username: string }>('/user_account', tokens.access_token);
    const boards = await api<{ items: { id: string; name: string }[] }>(
      '/boards?page_size=100',
      tokens.access_token,
    );
    return {
      tokens,
      account: `@${me.username}`,
      choices: (boards.items ?? []).map((b) => ({ id: b.id, name: b.name })),
    };
  },
  async refresh(app, tokens, now) {
    if (!tokens.refresh_token || (tokens.expires_at ?? Infinity) - now > 5 * 60_000) return tokens;
    const fresh = await token(app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    return { ...fresh, refresh_token: fresh.refresh_token ?? tokens.refresh_token };
  },
  async publish(tokens, target, p): Promise<Progress> {
    const pin = await api<{ id: string }>('/pins', tokens.access_token, {
      board_id: target.id,
      ...(p.title ? { title: p.title.slice(0, 100) } : {}),
      description: p.caption.slice(0, 500),
      ...(p.link ? { link: p.link } : {}),
      media_source: { source_type: 'image_url', url: p.photoUrl },
    });
    return { status: 'posted', remoteId: pin.id, url: `https://www.pinterest.com/pin/${pin.id}/` };
  },
  check: (_tokens, _target, remoteId) =>
    Promise.resolve({
      status: 'posted',
      remoteId,
      url: `https://www.pinterest.com/pin/${remoteId}/`,
    }),
  // Pinterest offers no token revocation to apps; the tokens are deleted.
  revoke: () => Promise.resolve(),
};
