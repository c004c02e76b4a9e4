import Avatar from '@mui/material/Avatar';
import type { StaffRecord } from '../../lib/data/converters';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** A team member's photo, or their initials on their calendar colour. */
export function StaffAvatar({ staff, size = 40 }: { staff: StaffRecord; size?: number }) {
  return (
    <Avatar
      src={staff.photoUrl || undefined}
      alt=""
      sx={{ bgcolor: staff.color, color: '#fff', width: size, height: size, fontSize: size * 0.4 }}
    >
      {initials(staff.displayName)}
    </Avatar>
  );
}
