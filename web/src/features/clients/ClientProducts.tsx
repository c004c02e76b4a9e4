// On a client's record: the products to suggest to them (what clients buy
// with the services they had and after what they bought), with why.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { recommendationContracts } from '@chairside/core/contracts/intelligence';
import { formatMinorUnits } from '@chairside/core/money';
import { useContract } from '../../lib/api/contract-query';

export function ClientProducts({ orgId, clientId }: { orgId: string; clientId: string }) {
  const suggested = useContract(
    recommendationContracts.forClient,
    { query: { orgId, clientId, limit: 3 }, secure: true },
    { staleTime: 60_000 },
  );
  const products = suggested.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="client-products" sx={{ mb: 2 }}>
      <Typography id="client-products" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Products to suggest
      </Typography>
      <List dense disablePadding>
        {products.map((p) => (
          <ListItem key={p.productId} disableGutters>
            <ListItemText
              primary={`${p.name} · ${formatMinorUnits(p.price, p.currency)}`}
              secondary={p.reason ?? 'One of your best sellers'}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
