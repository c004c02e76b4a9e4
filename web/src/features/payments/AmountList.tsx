import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Labelled amounts, right-aligned in tabular figures; a `strong` row is the total. */
export function AmountList({
  rows,
}: {
  rows: ({ label: ReactNode; value: ReactNode; strong?: boolean } | false)[];
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.5,
        '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
      }}
    >
      {rows
        .filter((r) => r !== false)
        .map((r, i) => [
          <Typography
            key={`t${i}`}
            component="dt"
            color={r.strong ? 'text.primary' : 'text.secondary'}
            sx={r.strong ? { fontWeight: 600 } : undefined}
          >
            {r.label}
          </Typography>,
          <Typography key={`d${i}`} component="dd" sx={r.strong ? { fontWeight: 600 } : undefined}>
            {r.value}
          </Typography>,
        ])}
    </Box>
  );
}
