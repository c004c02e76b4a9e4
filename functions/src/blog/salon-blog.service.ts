// What only a salon's blog has: team members as authors.
import { ApiError } from '../http/api-error';
import { membersCollection, staffDoc } from '../records/team';

/**
 * The account of a team member made an author: they sign in as it to write.
 * A team member who has not joined yet (no account) cannot write.
 */
export async function teamAuthorUid(orgId: string, staffId: string): Promise<string> {
  const [staff, member] = await Promise.all([
    staffDoc(orgId, staffId).get(),
    membersCollection(orgId).where('staffId', '==', staffId).limit(1).get(),
  ]);
  if (!staff.exists)
    throw new ApiError('validation_failed', 'The author is not valid.', [
      { path: 'staff_id', message: 'This team member is not in the salon' },
    ]);
  const uid = member.docs[0]?.id;
  if (!uid)
    throw new ApiError('validation_failed', 'The author is not valid.', [
      {
        path: 'staff_id',
        message: 'This team member has no account yet. Invite them to the team first',
      },
    ]);
  return uid;
}
