// What posting needs from a network (Instagram and Facebook through Meta's
// Graph API, TikTok's Content Posting API, Pinterest's API v5), so one
// service runs all four: sign-in, the account and what to post to, a post
// (which may take a while: Instagram's container, TikTok's processing), and
// revoking our access. Failures are sorted into what the service does.
import type { SocialChoice } from '@chairside/core/records/social';
import type { SocialNetwork } from '@chairside/core/social';

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  /** ms since the epoch. */
  expires_at?: number;
  /** The network's id of the person (TikTok's open_id, Meta's user id). */
  user_id?: string;
  /** Per target (a Facebook Page's own token). */
  targets?: Record<string, string>;
}

export interface SignedIn {
  tokens: Tokens;
  account: string;
  /** What to post to: Pages, Instagram accounts, boards, or the profile itself. */
  choices: SocialChoice[];
}

export interface OutgoingPost {
  caption: string;
  title: string;
  link: string;
  /** A public address the network fetches the picture from. */
  photoUrl: string;
}

export type Progress =
  { status: 'posted'; remoteId: string; url: string } | { status: 'processing'; remoteId: string };

export type ProblemKind = 'reconnect' | 'limit' | 'retry' | 'refused';

/** A network's refusal: reconnect (token gone), limit (a posting quota), retry (busy, down), refused (the post itself). */
export class SocialProblem extends Error {
  constructor(
    readonly kind: ProblemKind,
    message: string,
  ) {
    super(message);
  }
}

export interface AppCredentials {
  id: string;
  secret: string;
}

export interface Network {
  id: SocialNetwork;
  authUrl(app: AppCredentials, redirectUri: string, state: string): string;
  signIn(app: AppCredentials, redirectUri: string, code: string): Promise<SignedIn>;
  /** Fresh tokens when they are about to expire (the same ones otherwise). */
  refresh(app: AppCredentials, tokens: Tokens, now: number): Promise<Tokens>;
  publish(tokens: Tokens, target: SocialChoice, post: OutgoingPost): Promise<Progress>;
  /** How a post still processing is doing. */
  check(tokens: Tokens, target: SocialChoice, remoteId: string): Promise<Progress>;
  revoke(app: AppCredentials, tokens: Tokens): Promise<void>;
}

/** JSON over fetch, with the network's error words kept. */
export async function callJson<T>(
  url: string,
  init: RequestInit & { problem: (status: number, body: unknown) => SocialProblem },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new SocialProblem('retry', 'The network could not be reached.');
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!res.ok) throw init.problem(res.status, body);
  return body as T;
}

export const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
