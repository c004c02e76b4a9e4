import { useState, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import type { ProductView } from '@chairside/core/contracts/retail';
import { lookupProduct, type ProductRecord } from '../../../lib/data/retail';
import { StockChip } from '../StockChip';

/** A product as the lookup call answers it, in the shape the live catalogue has. */
const recordOf = (p: ProductView): ProductRecord => ({
  ...p,
  searchText: [p.name, p.brand, p.sku, p.barcode, p.category].join(' ').toLowerCase(),
  createdAt: new Date(p.createdAt),
  updatedAt: new Date(p.updatedAt),
});

/** The scanner field: a barcode or SKU (a USB scanner types and presses Enter), or a name. */
export function AddToSale({
  orgId,
  products,
  money,
  scanner,
  onAdd,
}: {
  orgId: string;
  products: ProductRecord[];
  money: (n: number) => string;
  scanner: RefObject<HTMLInputElement | null>;
  onAdd: (product: ProductRecord) => void;
}) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const add = (product: ProductRecord) => {
    onAdd(product);
    setCode('');
    scanner.current?.focus();
  };

  const addByCode = async (raw: string) => {
    const typed = raw.trim();
    if (!typed) return;
    setCodeError(null);
    const local = products.find((p) => p.barcode === typed || p.sku === typed);
    try {
      // The catalogue is live in the browser; before it arrives (or for a code it
      // does not know yet) the server looks the code up.
      const product = local ?? recordOf(await lookupProduct(orgId, typed));
      if (product.archived) throw new Error(`${product.name} is archived and no longer sold.`);
      add(product);
    } catch (e) {
      setCodeError(e instanceof Error ? e.message : 'That code could not be looked up.');
      scanner.current?.focus();
    }
  };

  const typed = code.trim().toLowerCase();
  const matches =
    typed.length >= 2
      ? products
          .filter(
            (p) =>
              !p.archived && (p.searchText.includes(typed) || p.name.toLowerCase().includes(typed)),
          )
          .slice(0, 6)
      : [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="add-title">
      <CardContent>
        <Typography id="add-title" variant="h6" component="h2" gutterBottom>
          Add to the sale
        </Typography>
        <TextField
          inputRef={scanner}
          autoFocus
          fullWidth
          label="Scan or type a barcode, SKU or name"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setCodeError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void addByCode(code);
            }
          }}
          error={!!codeError}
          helperText={codeError ?? 'A USB scanner types here and presses Enter for you.'}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <QrCodeScannerIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {matches.length > 0 && (
          <List dense aria-label="Matching products">
            {matches.map((p) => (
              <ListItemButton key={p.id} onClick={() => add(p)}>
                <ListItemText
                  primary={p.name}
                  secondary={`${money(p.sellingPrice)}${p.brand ? ` · ${p.brand}` : ''}`}
                />
                <StockChip
                  stock={p.stock}
                  reorderLevel={p.reorderLevel}
                  bundle={p.bundleItems.length > 0}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        <Button component={RouterLink} to="/scan-product-page" size="small" sx={{ mt: 1 }}>
          Scan with the camera
        </Button>
      </CardContent>
    </Card>
  );
}
