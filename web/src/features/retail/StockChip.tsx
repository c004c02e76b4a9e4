import Chip from '@mui/material/Chip';
import { stockLevel } from '@chairside/core/retail';

/**
 * A product's stock as a badge: the count, coloured by where it stands
 * against its reorder level. A bundle's count is how many its products make.
 */
export function StockChip({
  stock,
  reorderLevel,
  bundle = false,
}: {
  stock: number;
  reorderLevel: number;
  bundle?: boolean;
}) {
  const level = stockLevel(stock, reorderLevel);
  const label =
    level === 'out'
      ? stock < 0
        ? `${stock} (oversold)`
        : bundle
          ? 'Cannot be made'
          : 'Out of stock'
      : bundle
        ? `${stock} can be made`
        : `${stock} in stock`;
  return (
    <Chip
      size="small"
      label={level === 'low' ? `${stock} left · low` : label}
      color={level === 'out' ? 'error' : level === 'low' ? 'warning' : 'success'}
      variant={level === 'ok' ? 'outlined' : 'filled'}
    />
  );
}
