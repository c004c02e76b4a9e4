import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GiftCardProductView } from '@chairside/core/contracts/gift-cards';
import {
  GIFT_CARD_DESIGNS,
  GIFT_CARD_DESIGN_STYLES,
  ZGiftCardProductInput,
  type GiftCardDesign,
} from '@chairside/core/gift-cards';
import { formatMinorUnits, minorToInput, parseMoneyInput } from '@chairside/core/money';
import { ApiRequestError } from '../../lib/api/api-client';
import { saveGiftCardProduct } from '../../lib/data/gift-cards';
import { GiftCardVisual } from './GiftCardVisual';
import { useWrite } from '../../lib/api/write';

/** Adds or edits a gift card the salon sells: its name, design and amounts. */
export function GiftCardProductDialog({
  orgId,
  salonName,
  currency,
  product,
  onClose,
}: {
  orgId: string;
  salonName: string;
  currency: string;
  product: GiftCardProductView | null;
  onClose: (message?: string) => void;
}) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const money = (n: number) => minorToInput(n, currency);
  const [name, setName] = useState(product?.name ?? 'Gift card');
  const [description, setDescription] = useState(product?.description ?? '');
  const [design, setDesign] = useState<GiftCardDesign>(product?.design ?? 'classic');
  const [amounts, setAmounts] = useState(
    (product?.amounts ?? [2500, 5000, 10_000]).map(money).join(', '),
  );
  const [allowCustom, setAllowCustom] = useState(product?.allowCustom ?? true);
  const [customMin, setCustomMin] = useState(money(product?.customMin ?? 2500));
  const [customMax, setCustomMax] = useState(money(product?.customMax ?? 50_000));
  const [onlineSellable, setOnline] = useState(product?.onlineSellable ?? true);
  const [active, setActive] = useState(product?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const saving = useWrite(
    (input: Parameters<typeof saveGiftCardProduct>[2]) =>
      saveGiftCardProduct(orgId, product?.id ?? null, input),
    {
      onSuccess: (_answer, input) => onClose(`${input.name} saved.`),
      onError: (err) =>
        setError(err instanceof ApiRequestError ? err.message : 'The gift card was not saved.'),
    },
  );

  const parsedAmounts = amounts
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((a) => parseMoneyInput(a, currency) ?? Number.NaN);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = ZGiftCardProductInput.safeParse({
      name,
      description,
      design,
      amounts: parsedAmounts,
      allowCustom,
      customMin: parseMoneyInput(customMin, currency) ?? Number.NaN,
      customMax: parseMoneyInput(customMax, currency) ?? Number.NaN,
      onlineSellable,
      active,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0] ?? 'name'), i.message] as const),
        ),
      );
      return;
    }
    setErrors({});
    saving.mutate(parsed.data);
  };

  const first = parsedAmounts.find((n) => Number.isFinite(n));
  return (
    <Dialog open onClose={() => onClose()} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'contents' }}>
        <DialogTitle>{product ? `Edit ${product.name}` : 'New gift card'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {error && <Alert severity="error">{error}</Alert>}
            <GiftCardVisual
              design={design}
              salonName={salonName}
              amount={first ? formatMinorUnits(first, currency) : formatMinorUnits(5000, currency)}
            />
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              error={!!errors['name']}
              helperText={errors['name']}
            />
            <TextField
              select
              label="Design"
              value={design}
              onChange={(e) => setDesign(e.target.value as GiftCardDesign)}
            >
              {GIFT_CARD_DESIGNS.map((d) => (
                <MenuItem key={d} value={d}>
                  {GIFT_CARD_DESIGN_STYLES[d].label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={2}
              error={!!errors['description']}
              helperText={errors['description'] ?? 'Shown to buyers on your website'}
            />
            <TextField
              label="Amounts"
              value={amounts}
              onChange={(e) => setAmounts(e.target.value)}
              error={!!errors['amounts']}
              helperText={errors['amounts'] ?? 'Separated by commas, e.g. 25, 50, 100'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormControlLabel
              control={
                <Switch checked={allowCustom} onChange={(e) => setAllowCustom(e.target.checked)} />
              }
              label="Buyers may choose their own amount"
            />
            {allowCustom && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Smallest"
                  value={customMin}
                  onChange={(e) => setCustomMin(e.target.value)}
                  error={!!errors['customMin']}
                  helperText={errors['customMin']}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <TextField
                  label="Largest"
                  value={customMax}
                  onChange={(e) => setCustomMax(e.target.value)}
                  error={!!errors['customMax']}
                  helperText={errors['customMax']}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Stack>
            )}
            <FormControlLabel
              control={
                <Switch checked={onlineSellable} onChange={(e) => setOnline(e.target.checked)} />
              }
              label="Sold on your website"
            />
            <FormControlLabel
              control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
              label="On sale"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving.isPending}>
            {product ? 'Save gift card' : 'Add gift card'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
