import { Link as RouterLink, Navigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@chairside/core/product';
import { BrandLink } from '../../app/shell/BrandLink';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { ThemeModeMenu } from '../../ui/theme/ThemeModeMenu';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FeatureCard } from './FeatureCard';
import { MarketingFooter } from './MarketingFooter';
import { FEATURES, SOLUTIONS } from './marketing-content';
import { MARKETING_LINKS } from './marketing-links';

export default function LandingPage() {
  useDocumentTitle('Salon software');
  // Signing in lands on "/" (the spec's redirect): a signed-in person goes on to their dashboard.
  const signedIn = useAuthState().status === 'signed-in';
  if (signedIn) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ maxWidth: 1200, mx: 'auto', width: '100%', gap: 1 }}>
          <BrandLink />
          <Stack
            component="nav"
            aria-label="Main"
            direction="row"
            spacing={0.5}
            sx={{ flex: 1, justifyContent: 'flex-end', display: { xs: 'none', sm: 'flex' } }}
          >
            {MARKETING_LINKS.map((l) => (
              <Button key={l.to} component={RouterLink} to={l.to} color="inherit">
                {l.label}
              </Button>
            ))}
          </Stack>
          <Box sx={{ flex: { xs: 1, sm: 'none' } }} />
          <ThemeModeMenu />
        </Toolbar>
      </Box>

      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={(theme) => ({
          px: 3,
          py: { xs: 8, md: 14 },
          textAlign: 'center',
          background: `radial-gradient(ellipse at top, ${(theme.vars ?? theme).palette.primary.main}22, transparent 60%)`,
        })}
      >
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          Salon software
        </Typography>
        <Typography id="hero-title" variant="h1" sx={{ maxWidth: 820, mx: 'auto', mt: 1 }}>
          Run your whole salon from one chair.
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ maxWidth: 640, mx: 'auto', mt: 2.5, fontSize: '1.2rem' }}
        >
          {PRODUCT_NAME} brings online booking, clients, staff, payments, marketing and a website
          that books appointments into one place, for owners, stylists, booth renters and their
          clients.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center', mt: 4 }}
        >
          <Button component={RouterLink} to="/features-hub" variant="contained" size="large">
            Explore the features
          </Button>
          <Button component={RouterLink} to="/roi-calculator-page" variant="outlined" size="large">
            Calculate what you&apos;d gain
          </Button>
        </Stack>
      </Box>

      <Box
        component="section"
        aria-labelledby="features-title"
        sx={{ px: 3, pb: 10, maxWidth: 1200, mx: 'auto' }}
      >
        <Typography id="features-title" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Everything a salon runs on
        </Typography>
        <Grid container spacing={2.5}>
          {FEATURES.slice(0, 6).map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <FeatureCard feature={feature} />
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/features-hub" size="large">
            See all {FEATURES.length} areas
          </Button>
        </Box>
      </Box>

      <Box
        component="section"
        aria-labelledby="who-title"
        sx={{
          bgcolor: 'background.paper',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          px: 3,
          py: 10,
        }}
      >
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
          <Typography id="who-title" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
            Made for everyone in the chair
          </Typography>
          <Grid container spacing={4}>
            {SOLUTIONS.map((s) => (
              <Grid key={s.audience} size={{ xs: 12, sm: 6, md: 3 }}>
                <Typography variant="h4" component="h3" color="primary">
                  {s.audience}
                </Typography>
                <Typography sx={{ mt: 1 }}>{s.headline}</Typography>
              </Grid>
            ))}
          </Grid>
        </Box>
      </Box>

      <MarketingFooter />
    </>
  );
}
