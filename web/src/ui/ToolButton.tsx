import type { MouseEvent, ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** A formatting button of a rich-text toolbar: named for screen readers, pressed when active. */
export function ToolButton({
  name,
  icon,
  onClick,
  active = false,
  disabled = false,
}: {
  name: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  active?: boolean;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={name}>
      <span>
        <IconButton
          size="small"
          aria-label={name}
          aria-pressed={active}
          disabled={disabled}
          onClick={onClick}
          sx={{ borderRadius: 1, ...(active ? { bgcolor: 'action.selected' } : {}) }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
