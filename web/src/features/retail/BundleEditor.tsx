import {
  Controller,
  useWatch,
  type UseFieldArrayReturn,
  type UseFormReturn,
} from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatMinorUnits, parseMoneyInput } from '@chairside/core/money';
import {
  MAX_BUNDLE_ITEMS,
  bundleAvailable,
  bundleWorth,
  type ProductFields,
} from '@chairside/core/retail';
import type { ProductRecord } from '../../lib/data/retail';
import type { ProductForm } from './product-form';

/**
 * A bundle's products and how many of each, with what they are worth apart
 * and how many bundles the shelf can make now.
 */
export function BundleEditor({
  form,
  parts,
  choices,
  byId,
  currency,
}: {
  form: UseFormReturn<ProductForm, unknown, { fields: ProductFields; initialStock: number }>;
  parts: UseFieldArrayReturn<ProductForm, 'bundleItems'>;
  /** Products sold on their own, from the same stock (the salon's or a renter's). */
  choices: readonly ProductRecord[];
  byId: ReadonlyMap<string, ProductRecord>;
  currency: string;
}) {
  const { control, register, formState } = form;
  const errors = formState.errors;
  const chosen = useWatch({ control, name: 'bundleItems' });
  const sellingPrice = useWatch({ control, name: 'sellingPrice' });
  const items = (chosen ?? []).flatMap((i) =>
    i.productId ? [{ productId: i.productId, quantity: Math.max(1, Number(i.quantity) || 1) }] : [],
  );
  const worth = bundleWorth(items, (id) => byId.get(id)?.sellingPrice);
  const makes = bundleAvailable(items, (id) => byId.get(id)?.stock);
  const price = parseMoneyInput(sellingPrice ?? '', currency);
  const bundleError = errors.bundleItems?.message ?? errors.bundleItems?.root?.message ?? undefined;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Products in the bundle
      </Typography>
      {parts.fields.map((field, i) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name={`bundleItems.${i}.productId`}
            render={({ field: f }) => (
              <Autocomplete
                options={choices.map((p) => p.id)}
                getOptionLabel={(id) => {
                  const p = byId.get(id);
                  return p ? `${p.name}${p.brand ? ` · ${p.brand}` : ''}` : '';
                }}
                getOptionDisabled={(id) =>
                  (chosen ?? []).some((c, j) => j !== i && c.productId === id)
                }
                value={f.value || null}
                onChange={(_, v) => f.onChange(v ?? '')}
                fullWidth
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={`Product ${i + 1}`}
                    error={!!errors.bundleItems?.[i]?.productId}
                    helperText={
                      errors.bundleItems?.[i]?.productId?.message ??
                      (f.value && byId.get(f.value)
                        ? `${byId.get(f.value)!.stock} in stock · ${formatMinorUnits(byId.get(f.value)!.sellingPrice, currency)} each`
                        : undefined)
                    }
                  />
                )}
              />
            )}
          />
          <TextField
            {...register(`bundleItems.${i}.quantity`)}
            label="How many"
            sx={{ width: 110, flexShrink: 0 }}
            error={!!errors.bundleItems?.[i]?.quantity}
            helperText={errors.bundleItems?.[i]?.quantity?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <IconButton
            aria-label={`Remove product ${i + 1} from the bundle`}
            onClick={() => parts.remove(i)}
            sx={{ mt: 1 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {bundleError && <FormHelperText error>{bundleError}</FormHelperText>}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => parts.append({ productId: '', quantity: '1' })}
          disabled={parts.fields.length >= MAX_BUNDLE_ITEMS}
        >
          Add a product
        </Button>
      </Box>
      {items.length > 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {`Worth ${formatMinorUnits(worth, currency)} bought separately`}
          {price !== null && price < worth
            ? ` · the bundle saves ${formatMinorUnits(worth - price, currency)}`
            : ''}
          {` · ${makes} can be made from stock now`}
        </Typography>
      )}
    </Stack>
  );
}
