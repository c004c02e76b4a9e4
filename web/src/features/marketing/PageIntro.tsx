import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The heading block at the top of an information page. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        maxWidth: 760,
        mx: 'auto',
        textAlign: 'center',
        pt: { xs: 6, md: 10 },
        pb: { xs: 4, md: 6 },
        px: 3,
      }}
    >
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
        {eyebrow}
      </Typography>
      <Typography variant="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.15rem' }}>
        {children}
      </Typography>
    </Box>
  );
}
