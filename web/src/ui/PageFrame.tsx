import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './use-document-title';

/** A working page of the app: title, a line of context, actions on the right. */
export function PageFrame({
  title,
  subtitle,
  actions,
  maxWidth = 1200,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box
      component="div"
      sx={{ maxWidth, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 4 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}
