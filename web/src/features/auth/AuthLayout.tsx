import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_CONFIG } from '@chairside/core/auth-config';
import { BrandLink } from '../../app/shell/BrandLink';
import { ThemeModeMenu } from '../../ui/theme/ThemeModeMenu';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The sign-in screens' frame: brand, one card, and the terms and privacy links. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Stack direction="row" sx={{ px: { xs: 2, sm: 4 }, py: 2, alignItems: 'center' }}>
        <BrandLink />
        <Box sx={{ flex: 1 }} />
        <ThemeModeMenu />
      </Stack>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
        {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 2, textAlign: 'center', maxWidth: 440 }}
        >
          By continuing you agree to {AUTH_CONFIG.siteName}’s{' '}
          <Link component={RouterLink} underline="always" to={AUTH_CONFIG.tosUrl}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} underline="always" to={AUTH_CONFIG.privacyPolicyUrl}>
            Privacy Policy
          </Link>
          .
        </Typography>
      </Box>
    </Box>
  );
}
