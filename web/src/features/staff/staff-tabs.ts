// What the team page hands its member tabs: the member and the salon, whether
// they may change them, and what the staff API says of the team.
import type { Role } from '@chairside/core/roles';
import type { PendingInvite, StaffMember } from '@chairside/core/team';
import type { Org, StaffRecord } from '../../lib/data/converters';

export interface StaffTabProps {
  org: Org;
  role: Role;
  staff: StaffRecord;
  editable: boolean;
  onError: (message: string) => void;
}

export interface TeamAccess {
  /** From the staff API: e-mails as this person may see them, and pending invitations. */
  members: Map<string, StaffMember>;
  invites: PendingInvite[] | null;
  reload: () => void;
}
