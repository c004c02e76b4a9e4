import Box from '@mui/material/Box';

/**
 * A small label in a pill (a role, a status) that only says something: no
 * click, no delete. Lighter than MUI's Chip, which the bar on every signed-in
 * page would otherwise load for two words.
 */
export function Tag({
  label,
  color = 'default',
}: {
  label: string;
  color?: 'default' | 'secondary';
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1,
        borderRadius: 12,
        fontSize: '0.8125rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        bgcolor: color === 'secondary' ? 'secondary.main' : 'action.selected',
        color: color === 'secondary' ? 'secondary.contrastText' : 'text.primary',
      }}
    >
      {label}
    </Box>
  );
}
