import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { PRODUCT_NAME } from '@chairside/core/product';

export function BrandLink() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: 20 }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={28} height={28} />
      {PRODUCT_NAME}
    </Link>
  );
}
