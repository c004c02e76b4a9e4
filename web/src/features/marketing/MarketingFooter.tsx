import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@chairside/core/product';
import { MARKETING_LINKS } from './marketing-links';

export function MarketingFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, px: 3, mt: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ maxWidth: 1200, mx: 'auto', justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Software a salon can run on.
        </Typography>
        <Stack
          component="nav"
          aria-label="Footer"
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {MARKETING_LINKS.map((l) => (
            <Link key={l.to} component={RouterLink} to={l.to} color="text.secondary">
              {l.label}
            </Link>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
