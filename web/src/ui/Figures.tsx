// A row of headline figures: each number large, its label beneath.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Figures({ items }: { items: readonly (readonly [string, number])[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', my: 1.5 }}>
      {items.map(([label, n]) => (
        <div key={label}>
          <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {n.toLocaleString()}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
