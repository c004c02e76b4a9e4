// A salon blog's author can be one of its team members: that person may then
// write and publish their own posts. Only team members with an account can.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useStaff } from '../../lib/data/staff';

export interface TeamAuthor {
  id: string;
  name: string;
  bio: string;
  photoUrl: string;
}

export function TeamAuthorField({
  orgId,
  value,
  error,
  onChange,
}: {
  orgId: string;
  value: string;
  error?: string;
  onChange: (member: TeamAuthor | null) => void;
}) {
  const staff = useStaff(orgId);
  const team = staff.items
    .filter((s) => s.status === 'active')
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  return (
    <TextField
      select
      label="Team member"
      value={value}
      onChange={(e) => {
        const member = team.find((s) => s.id === e.target.value);
        onChange(
          member
            ? {
                id: member.id,
                name: member.displayName,
                bio: member.bio,
                photoUrl: member.photoUrl,
              }
            : null,
        );
      }}
      error={!!error}
      helperText={
        error ?? 'A team member made an author can write and publish their own posts (optional)'
      }
    >
      <MenuItem value="">
        <em>Not a team member</em>
      </MenuItem>
      {team.map((s) => (
        <MenuItem key={s.id} value={s.id} disabled={!s.userId}>
          {s.displayName}
          {s.userId ? '' : ' (no account yet)'}
        </MenuItem>
      ))}
    </TextField>
  );
}
