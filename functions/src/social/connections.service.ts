// The salon's social accounts: an owner or manager signs in to each network
// (the state signed: who started it, for which salon), chooses the Page,
// Instagram account or board to post to, and can disconnect (our access
// revoked where the network offers it, the tokens removed). Tokens are
// sealed at rest, refreshed when they near expiry, and never leave the server.
import type { SocialConnectionView } from '@chairside/core/contracts/social';
import type { SocialConnectionRecord } from '@chairside/core/records/social';
import {
  NETWORK_NOTES,
  NETWORK_RULES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@chairside/core/social';
import type { Role } from '@chairside/core/roles';
import { ApiError, notConfigured } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import {
  socialConnectionDoc,
  socialConnectionsCollection,
  socialSecretDoc,
} from '../records/social';
import {
  connectionsKey,
  credentialsFor,
  isConfigured,
  redirectUri,
  sealing,
  setupText,
  type SocialState,
} from './config';
import type { Network, Tokens } from './providers/types';

export const MANAGERS: readonly Role[] = ['owner', 'manager'];
export const READERS: readonly Role[] = ['owner', 'manager', 'front_desk', 'staff'];

/** Each network's client, loaded when first needed. */
export async function networkOf(network: SocialNetwork): Promise<Network> {
  switch (network) {
    case 'instagram':
      return (await import('./providers/meta')).instagram;
    case 'facebook':
      return (await import('./providers/meta')).facebook;
    case 'tiktok':
      return (await import('./providers/tiktok')).tiktok;
    case 'pinterest':
      return (await import('./providers/pinterest')).pinterest;
  }
}

function appOf(network: SocialNetwork) {
  const app = credentialsFor(network);
  const key = connectionsKey();
  if (!app || !key)
    throw notConfigured(
      `${NETWORK_RULES[network].name} is not set up on this Chairside yet, so it cannot be connected. The composer’s preview works meanwhile.`,
      setupText(network),
    );
  return { app, key };
}

export function connectionView(
  network: SocialNetwork,
  r: SocialConnectionRecord | undefined,
  caller?: Caller,
): SocialConnectionView {
  return {
    network,
    name: NETWORK_RULES[network].name,
    configured: isConfigured(network),
    setup: !isConfigured(network) && caller?.superAdmin ? setupText(network) : '',
    note: NETWORK_NOTES[network],
    connected: Boolean(r),
    status: r?.status ?? null,
    account: r?.account ?? '',
    target: r?.target ?? null,
    choices: r?.choices ?? [],
    message: r?.message ?? '',
  };
}

export async function listConnections(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, READERS, { action: 'see social accounts' });
  const found = await socialConnectionsCollection(orgId).get();
  const byId = new Map(found.docs.map((d) => [d.id, d.data()]));
  return {
    connections: SOCIAL_NETWORKS.map((n) => connectionView(n, byId.get(n), caller)),
  };
}

export async function startAuth(
  caller: Caller,
  orgId: string,
  network: SocialNetwork,
  now = Date.now(),
) {
  await requireRole(orgId, caller, MANAGERS, { action: 'connect social accounts' });
  const { app, key } = appOf(network);
  const state = sealing.signState<SocialState>(
    { network, orgId, uid: caller.uid, exp: now + 15 * 60_000 },
    key,
  );
  return { url: (await networkOf(network)).authUrl(app, redirectUri(), state) };
}

const EMPTY: Record<SocialNetwork, string> = {
  instagram:
    'None of your Facebook Pages has an Instagram professional account linked. Link one in Instagram’s settings (Account type: professional), then connect again.',
  facebook:
    'This Facebook account manages no Pages. Connect the account that manages the salon’s Page.',
  tiktok: '',
  pinterest: 'This Pinterest account has no boards yet. Make one on Pinterest, then connect again.',
};

export async function finishAuth(
  caller: Caller,
  answer: {
    network?: SocialNetwork;
    state: string;
    code?: string;
    error?: string;
    error_description?: string;
  },
  now = new Date(),
) {
  const key = connectionsKey();
  const state = key ? sealing.verifyState<SocialState>(answer.state, key, now.getTime()) : null;
  if (!state || state.uid !== caller.uid || (answer.network && answer.network !== state.network))
    throw new ApiError(
      'forbidden',
      'This sign-in was not started here or has expired. Start again from the portfolio.',
    );
  const { network, orgId } = state;
  await requireRole(orgId, caller, MANAGERS, { action: 'connect social accounts' });
  const name = NETWORK_RULES[network].name;
  if (answer.error || !answer.code)
    throw new ApiError(
      'unprocessable',
      answer.error === 'access_denied'
        ? `You did not allow Chairside to post to ${name}, so nothing was connected.`
        : `${name} did not connect: ${answer.error_description || answer.error || 'no code came back'}.`,
    );
  const { app } = appOf(network);
  let signed;
  try {
    signed = await (await networkOf(network)).signIn(app, redirectUri(), answer.code);
  } catch (err) {
    throw new ApiError('unprocessable', (err as Error).message);
  }
  const only = signed.choices.length === 1 ? signed.choices[0]! : null;
  const record: SocialConnectionRecord = {
    id: network,
    network,
    status: only ? 'connected' : 'choose',
    account: signed.account,
    target: only,
    choices: signed.choices,
    message: signed.choices.length ? '' : EMPTY[network],
    connectedBy: caller.uid,
    updatedAt: now,
  };
  await socialSecretDoc(orgId, network).set({
    tokens: sealing.seal(signed.tokens, appOf(network).key),
  });
  await socialConnectionDoc(orgId, network).set(record);
  return { connection: connectionView(network, record, caller) };
}

export async function chooseTarget(
  caller: Caller,
  orgId: string,
  network: SocialNetwork,
  targetId: string,
) {
  await requireRole(orgId, caller, MANAGERS, { action: 'connect social accounts' });
  const r = (await socialConnectionDoc(orgId, network).get()).data();
  if (!r) throw new ApiError('not_found', `Connect ${NETWORK_RULES[network].name} first.`);
  const target = r.choices.find((c) => c.id === targetId);
  if (!target)
    throw new ApiError('validation_failed', 'That is not one of this account’s choices.', [
      { path: 'targetId', message: 'Choose one of those listed' },
    ]);
  const next = { ...r, target, status: 'connected' as const, message: '', updatedAt: new Date() };
  await socialConnectionDoc(orgId, network).set(next);
  return { connection: connectionView(network, next, caller) };
}

export async function disconnect(caller: Caller, orgId: string, network: SocialNetwork) {
  await requireRole(orgId, caller, MANAGERS, { action: 'disconnect social accounts' });
  const app = credentialsFor(network);
  const key = connectionsKey();
  const sealed = (await socialSecretDoc(orgId, network).get()).get('tokens') as string | undefined;
  const tokens = sealed && key ? sealing.unseal<Tokens>(sealed, key) : null;
  if (app && tokens) await (await networkOf(network)).revoke(app, tokens).catch(() => undefined);
  await Promise.all([
    socialSecretDoc(orgId, network).delete(),
    socialConnectionDoc(orgId, network).delete(),
  ]);
  return listConnections(caller, orgId);
}

/** The network's client and the salon's tokens for it (refreshed and saved when near expiry). */
export async function tokensFor(orgId: string, network: SocialNetwork, now: number) {
  const { app, key } = appOf(network);
  const [secret, conn] = await Promise.all([
    socialSecretDoc(orgId, network).get(),
    socialConnectionDoc(orgId, network).get(),
  ]);
  const sealed = secret.get('tokens') as string | undefined;
  const tokens = sealed ? sealing.unseal<Tokens>(sealed, key) : null;
  const connection = conn.data();
  if (!tokens || !connection) return null;
  const client = await networkOf(network);
  const fresh = await client.refresh(app, tokens, now);
  if (fresh !== tokens)
    await socialSecretDoc(orgId, network).set({ tokens: sealing.seal(fresh, key) });
  return { client, tokens: fresh, connection };
}

/** A network that stopped granting access asks to be connected again, in its words. */
export async function needsReconnect(orgId: string, network: SocialNetwork, message: string) {
  const r = (await socialConnectionDoc(orgId, network).get()).data();
  if (r)
    await socialConnectionDoc(orgId, network).set({
      ...r,
      status: 'reconnect',
      message,
      updatedAt: new Date(),
    });
}
