import Chip from '@mui/material/Chip';
import { stockLevel } from '@chairside/core/retail';

/** A product's stock as a badge: the count, coloured by where it stands against its reorder level. */
export function StockChip({ stock, reorderLevel }: { stock: number; reorderLevel: number }) {
  const level = stockLevel(stock, reorderLevel);
  const label =
    level === 'out' ? (stock < 0 ? `${stock} (oversold)` : 'Out of stock') : `${stock} in stock`;
  return (
    <Chip
      size="small"
      label={level === 'low' ? `${stock} left · low` : label}
      color={level === 'out' ? 'error' : level === 'low' ? 'warning' : 'success'}
      variant={level === 'ok' ? 'outlined' : 'filled'}
    />
  );
}
