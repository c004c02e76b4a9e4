// The catalogue's products on screen: a table on wide screens, a list on
// phones, and what to do when there are none yet.
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductRecord } from '../../lib/data/retail';
import { StockChip } from './StockChip';

/** “Bundle: 1 × Shampoo, 2 × Mask”. */
export const bundleLabel = (p: ProductRecord, all: readonly ProductRecord[]) =>
  `Bundle: ${p.bundleItems
    .map(
      (i) =>
        `${i.quantity} × ${all.find((o) => o.id === i.productId)?.name ?? 'a removed product'}`,
    )
    .join(', ')}`;

interface ViewProps {
  shown: ProductRecord[];
  all: ProductRecord[];
  money: (n: number) => string;
  canEdit: boolean;
  onEdit: (p: ProductRecord) => void;
}

const stockChip = (p: ProductRecord) => (
  <StockChip stock={p.stock} reorderLevel={p.reorderLevel} bundle={p.bundleItems.length > 0} />
);

export function ProductTable({ shown, all, money, canEdit, onEdit }: ViewProps) {
  return (
    <Table size="small" aria-label="Products">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell>Category</TableCell>
          <TableCell>Barcode · SKU</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell>Stock</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {shown.map((p) => (
          <TableRow key={p.id} hover>
            <TableCell>
              <Typography fontWeight={600}>{p.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  p.brand,
                  p.bundleItems.length ? bundleLabel(p, all) : '',
                  p.onlineSellable ? 'In the online shop' : '',
                  p.archived ? 'Archived' : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </TableCell>
            <TableCell>{p.category}</TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {[p.barcode, p.sku].filter(Boolean).join(' · ') || '—'}
              </Typography>
            </TableCell>
            <TableCell align="right">{money(p.sellingPrice)}</TableCell>
            <TableCell>{stockChip(p)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {!p.bundleItems.length && (
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/adjust-stock-page?product=${p.id}`}
                  aria-label={`Stock of ${p.name}`}
                >
                  Stock
                </Button>
              )}
              {canEdit && (
                <Button size="small" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
                  Edit
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ProductList({ shown, all, money, canEdit, onEdit }: ViewProps) {
  return (
    <List disablePadding aria-label="Products">
      {shown.map((p) => (
        <ListItemButton
          key={p.id}
          divider
          component={canEdit ? 'div' : RouterLink}
          {...(canEdit
            ? { onClick: () => onEdit(p) }
            : { to: `/adjust-stock-page?product=${p.id}` })}
        >
          <ListItemText
            primary={p.name}
            secondary={[
              money(p.sellingPrice),
              p.category,
              p.bundleItems.length ? bundleLabel(p, all) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          {stockChip(p)}
        </ListItemButton>
      ))}
    </List>
  );
}

export function EmptyCatalogue({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          No products yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Add what you sell (shampoo, styling products, tools) with its barcode, price and stock, or
          import a CSV file from your supplier or your previous system.
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={onAdd}>
            Add your first product
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
