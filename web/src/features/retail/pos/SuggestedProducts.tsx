// Products suggested for the sale's client at the point of sale: what clients
// buy with the services they had today and after what they bought before
// (the salon's rules, or its best sellers), one click to add.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { recommendationContracts } from '@chairside/core/contracts/intelligence';
import type { ProductRecord } from '../../../lib/data/retail';
import { useContract } from '../../../lib/api/contract-query';

export function SuggestedProducts(props: {
  orgId: string;
  clientId: string;
  clientName: string;
  products: readonly ProductRecord[];
  inSale: ReadonlySet<string>;
  money: (minor: number) => string;
  onAdd: (product: ProductRecord) => void;
}) {
  const suggested = useContract(
    recommendationContracts.forClient,
    { query: { orgId: props.orgId, clientId: props.clientId, limit: 4 }, secure: true },
    { staleTime: 60_000 },
  );
  const list = (suggested.data?.products ?? [])
    .map((s) => ({ s, product: props.products.find((p) => p.id === s.productId) }))
    .filter(({ s, product }) => product && !props.inSale.has(s.productId));
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-label={`Suggested for ${props.clientName || 'this client'}`}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        Suggested for {props.clientName || 'this client'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        {list.map(({ s, product }) => (
          <Chip
            key={s.productId}
            icon={<AddIcon />}
            variant="outlined"
            color="primary"
            label={`${s.name} · ${props.money(s.price)}`}
            title={s.reason ?? 'One of your best sellers'}
            aria-label={`Add ${s.name}, ${props.money(s.price)}: ${s.reason ?? 'one of your best sellers'}`}
            onClick={() => props.onAdd(product!)}
          />
        ))}
      </Box>
    </Box>
  );
}
