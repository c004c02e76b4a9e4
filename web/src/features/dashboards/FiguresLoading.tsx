import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Where a dashboard's body will be while its code and figures load (no jump when they land). */
export function FiguresLoading({ cards = 4, height = 100 }: { cards?: number; height?: number }) {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        mb: 3,
      }}
    >
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
