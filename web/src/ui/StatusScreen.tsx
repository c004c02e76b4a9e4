import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface StatusScreenProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred message with actions: not-found, errors, empty areas. */
export function StatusScreen({ eyebrow, title, children, actions }: StatusScreenProps) {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 3, py: { xs: 8, md: 12 } }}>
      <Stack spacing={2} sx={{ maxWidth: 560, textAlign: 'center', alignItems: 'center' }}>
        {eyebrow && (
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {children && (
          <Typography component="div" color="text.secondary" sx={{ fontSize: '1.05rem' }}>
            {children}
          </Typography>
        )}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
