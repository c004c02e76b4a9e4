// What the orgs slice offers other slices; everything else in it is its own.
export { addTeamMember, readUser, writeMembershipIndex } from './orgs.service';
