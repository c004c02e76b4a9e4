// Who is acting, as records name them, and who a signed-in person is to a
// salon: a team member (their membership) or a client (their client record).
import type { Caller } from '../http/auth';
import { userDoc } from '../records/orgs';
import { memberDoc } from '../records/team';

/** The person a record says did something (uid null for the system or a visitor). */
export interface Actor {
  uid: string | null;
  name: string;
}

/** The caller as records name them. */
export async function actorOf(orgId: string, caller: Caller): Promise<Actor> {
  const member = (await memberDoc(orgId, caller.uid).get()).data();
  return { uid: caller.uid, name: member?.displayName || caller.email || 'A team member' };
}

/** The caller's own client record at a salon, when the salon has linked one to their account. */
export async function clientIdOf(
  caller: Pick<Caller, 'uid'>,
  orgId: string,
): Promise<string | null> {
  const profile = (await userDoc(caller.uid).get()).data();
  return profile?.clientOf[orgId] ?? null;
}
