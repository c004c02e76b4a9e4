import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '@chairside/core/money';
import {
  MANUAL_STOCK_REASONS,
  STOCK_REASON_LABELS,
  stockDelta,
  type StockReason,
} from '@chairside/core/retail';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { adjustStock, useMovements, useProducts } from '../../lib/data/retail';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { StockChip } from './StockChip';
import { useWrite } from '../../lib/api/write';

type ManualReason = (typeof MANUAL_STOCK_REASONS)[number];
const newKey = () => `stock-${crypto.randomUUID()}`;

/** /adjust-stock-page: receive deliveries, write off damage, correct a count; the trail of every movement. */
export default function AdjustStockPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'booth_renter']}
      title="Adjust stock"
      denied="Owners, managers and the front desk adjust stock (booth renters their own products)."
    >
      {(salon) => <Adjust salon={salon} />}
    </SalonGate>
  );
}

function Adjust({ salon }: { salon: ActiveSalon }) {
  const { orgId, org } = salon;
  const products = useProducts(orgId);
  const [params, setParams] = useSearchParams();
  const productId = params.get('product');
  const product = products.items.find((p) => p.id === productId && !p.bundleItems.length) ?? null;
  const [reason, setReason] = useState<ManualReason>('received');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const movements = useMovements(orgId, productId);
  const adjusting = useWrite(adjustStock, {
    onSuccess: (answer, input) => {
      const { stock, name } = answer.product;
      setDone(
        `${STOCK_REASON_LABELS[input.reason]}: ${name} now has ${stock} ${stock === 1 ? 'unit' : 'units'}.`,
      );
      setQuantity('');
      setNote('');
      setKey(newKey());
    },
    onError: (err) => {
      const field = fieldErrorsOf(err).find((d) => d.path === 'quantity');
      if (field) setQuantityError(field.message);
      setError(err.message || 'The stock was not changed. Try again.');
    },
  });
  const busy = adjusting.isPending;

  const qty = quantity.trim() === '' ? Number.NaN : Number(quantity);
  const after =
    product && Number.isInteger(qty) && qty >= 0
      ? product.stock + stockDelta(reason, qty, product.stock)
      : null;

  const choose = (id: string | null) => {
    setParams((p) => {
      if (id) p.set('product', id);
      else p.delete('product');
      return p;
    });
    setError(null);
    setDone(null);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!product) return;
    setError(null);
    setQuantityError(null);
    if (!Number.isInteger(qty) || qty < 0)
      return setQuantityError('Enter a whole number of units.');
    adjusting.mutate({
      orgId,
      productId: product.id,
      reason,
      quantity: qty,
      note,
      idempotencyKey: key,
    });
  };

  return (
    <PageFrame
      title="Adjust stock"
      subtitle={`${org.name} · deliveries, write-offs and counts`}
      actions={
        <Button component={RouterLink} to="/retail-management" variant="outlined">
          Products
        </Button>
      }
    >
      <DataErrorAlert area="products" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' } }}>
        <Card variant="outlined" component="section" aria-label="Stock adjustment">
          <CardContent component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <Autocomplete
                options={products.items.filter((p) => !p.bundleItems.length)}
                value={product}
                getOptionLabel={(p) => [p.name, p.brand].filter(Boolean).join(' · ')}
                filterOptions={(options, state) => {
                  const q = state.inputValue.trim().toLowerCase();
                  return q
                    ? options.filter(
                        (p) => p.searchText.includes(q) || p.name.toLowerCase().includes(q),
                      )
                    : options;
                }}
                onChange={(_, p) => choose(p?.id ?? null)}
                loading={products.status === 'loading'}
                renderInput={(p) => (
                  <TextField {...p} label="Product" placeholder="Name, SKU or barcode" />
                )}
              />
              {product && (
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <StockChip stock={product.stock} reorderLevel={product.reorderLevel} />
                  <Typography variant="body2" color="text.secondary">
                    Reorder at {product.reorderLevel} · cost{' '}
                    {formatMinorUnits(product.cost, org.currency)}
                    {product.supplier ? ` · ${product.supplier}` : ''}
                  </Typography>
                </Stack>
              )}
              <TextField
                select
                label="Why"
                value={reason}
                onChange={(e) => setReason(e.target.value as ManualReason)}
              >
                {MANUAL_STOCK_REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {STOCK_REASON_LABELS[r]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={reason === 'count_correction' ? 'Units counted on the shelf' : 'Units'}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={!!quantityError}
                helperText={
                  quantityError ??
                  (after !== null && product
                    ? `Stock goes from ${product.stock} to ${after}.`
                    : ' ')
                }
              />
              <TextField
                label="Note"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                placeholder={reason === 'received' ? 'Delivery or invoice number' : ''}
              />
              {error && <Alert severity="error">{error}</Alert>}
              {done && (
                <Alert severity="success" onClose={() => setDone(null)}>
                  {done}
                </Alert>
              )}
              <Button type="submit" variant="contained" disabled={!product || busy}>
                Save adjustment
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="trail-title">
          <CardContent>
            <Typography id="trail-title" variant="h6" component="h2" gutterBottom>
              {product ? `Stock history of ${product.name}` : 'Stock history'}
            </Typography>
            {!product ? (
              <Typography color="text.secondary">
                Choose a product to see every change of its stock.
              </Typography>
            ) : movements.isError ? (
              <Alert severity="error">{movements.error.message}</Alert>
            ) : !movements.data ? (
              <Typography color="text.secondary">Loading…</Typography>
            ) : movements.data.movements.length === 0 ? (
              <Typography color="text.secondary">No movements yet.</Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Stock movements">
                  <TableHead>
                    <TableRow>
                      <TableCell>When</TableCell>
                      <TableCell>Why</TableCell>
                      <TableCell align="right">Change</TableCell>
                      <TableCell align="right">After</TableCell>
                      <TableCell>By</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {movements.data.movements.map((m) => (
                      <TableRow key={m.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {new Intl.DateTimeFormat('en-US', {
                            timeZone: org.timeZone,
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          }).format(new Date(m.at))}
                        </TableCell>
                        <TableCell>
                          {STOCK_REASON_LABELS[m.reason as StockReason]}
                          {m.note && (
                            <Typography variant="body2" color="text.secondary">
                              {m.note}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell
                          align="right"
                          sx={{ color: m.delta < 0 ? 'error.main' : 'success.main' }}
                        >
                          {m.delta > 0 ? `+${m.delta}` : m.delta}
                        </TableCell>
                        <TableCell align="right">{m.stockAfter}</TableCell>
                        <TableCell>{m.by}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </CardContent>
        </Card>
      </Box>
    </PageFrame>
  );
}
