import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatMinorUnits, minorToInput, parseMoneyInput } from '@chairside/core/money';
import {
  MAX_BUNDLE_ITEMS,
  ZProductInput,
  bundleAvailable,
  bundleWorth,
  type ProductFields,
} from '@chairside/core/retail';
import { ApiRequestError, fieldErrorsOf } from '../../lib/api/api-client';
import {
  createProduct,
  deleteProduct,
  updateProduct,
  type ProductRecord,
} from '../../lib/data/retail';

/** The form's fields as typed: money, rates and counts are text until saved. */
interface ProductForm {
  name: string;
  category: string;
  brand: string;
  description: string;
  sku: string;
  barcode: string;
  sellingPrice: string;
  cost: string;
  taxRate: string;
  reorderLevel: string;
  supplier: string;
  imageUrl: string;
  purchaseUrl: string;
  onlineSellable: boolean;
  archived: boolean;
  initialStock: string;
  /** Several products sold together at one price. */
  bundle: boolean;
  bundleItems: { productId: string; quantity: string }[];
}

const numberOr = (text: string, blank: number) =>
  text.trim() === '' ? blank : Number(text.trim().replace('%', ''));

/** Form text → the shared ZProductInput, so the dialog shows the schema's own messages. */
const formSchema = (currency: string) =>
  z.custom<ProductForm>().transform((v, ctx) => {
    const money = (t: string, blank: number) =>
      t.trim() === '' ? blank : (parseMoneyInput(t, currency) ?? Number.NaN);
    const items = v.bundle ? v.bundleItems : [];
    if (v.bundle && !items.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['bundleItems'],
        message: 'Choose the products in the bundle',
      });
    }
    items.forEach((item, i) => {
      if (!item.productId) {
        ctx.addIssue({
          code: 'custom',
          path: ['bundleItems', i, 'productId'],
          message: 'Choose a product, or remove this row',
        });
      }
    });
    const parsed = ZProductInput.safeParse({
      ...v,
      bundleItems: items.map((i) => ({
        productId: i.productId,
        quantity: numberOr(i.quantity, 1),
      })),
      sellingPrice: money(v.sellingPrice, Number.NaN),
      cost: money(v.cost, 0),
      taxRate: numberOr(v.taxRate, 0),
      reorderLevel: numberOr(v.reorderLevel, 0),
    });
    const stock = numberOr(v.initialStock, 0);
    if (!Number.isInteger(stock) || stock < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['initialStock'],
        message: 'Use a whole number, 0 or more',
      });
    }
    if (parsed.success) return { fields: parsed.data, initialStock: stock };
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

function toForm(p: ProductRecord | null, currency: string): ProductForm {
  return {
    name: p?.name ?? '',
    category: p?.category ?? '',
    brand: p?.brand ?? '',
    description: p?.description ?? '',
    sku: p?.sku ?? '',
    barcode: p?.barcode ?? '',
    sellingPrice: p ? minorToInput(p.sellingPrice, currency) : '',
    cost: p ? minorToInput(p.cost, currency) : '',
    taxRate: p ? String(p.taxRate) : '',
    reorderLevel: p ? String(p.reorderLevel) : '',
    supplier: p?.supplier ?? '',
    imageUrl: p?.imageUrl ?? '',
    purchaseUrl: p?.purchaseUrl ?? '',
    onlineSellable: p?.onlineSellable ?? false,
    archived: p?.archived ?? false,
    initialStock: '',
    bundle: !!p?.bundleItems.length,
    bundleItems: (p?.bundleItems ?? []).map((i) => ({
      productId: i.productId,
      quantity: String(i.quantity),
    })),
  };
}

/** Adds or edits a product: what it is, its codes, its money, its stock rules, the shop. */
export function ProductDialog({
  orgId,
  currency,
  product,
  categories,
  suppliers,
  catalogue,
  renter,
  canDelete,
  onClose,
}: {
  orgId: string;
  currency: string;
  product: ProductRecord | null;
  categories: string[];
  suppliers: string[];
  /** The salon's products, to make bundles of. */
  catalogue: readonly ProductRecord[];
  /** A booth renter's products are their own stock: their bundles hold only those. */
  renter: boolean;
  canDelete: boolean;
  onClose: (message?: string) => void;
}) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProductForm, unknown, { fields: ProductFields; initialStock: number }>({
    resolver: zodResolver(formSchema(currency)),
    defaultValues: toForm(product, currency),
  });
  const { register, control, handleSubmit, formState, setError: setFieldError } = form;
  const errors = formState.errors;
  const parts = useFieldArray({ control, name: 'bundleItems' });
  const bundle = useWatch({ control, name: 'bundle' });
  const chosen = useWatch({ control, name: 'bundleItems' });
  const sellingPrice = useWatch({ control, name: 'sellingPrice' });
  const symbol =
    new Intl.NumberFormat('en-US', { style: 'currency', currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency;

  const save = handleSubmit(async ({ fields, initialStock }) => {
    setError(null);
    try {
      if (product) await updateProduct(product.id, { orgId, ...fields });
      else await createProduct({ orgId, ...fields, initialStock });
      onClose(product ? `${fields.name} saved.` : `${fields.name} added.`);
    } catch (e) {
      if (e instanceof ApiRequestError) {
        for (const d of fieldErrorsOf(e)) {
          if (d.path in toForm(null, currency)) {
            setFieldError(d.path as keyof ProductForm, { message: d.message });
          }
        }
        setError(e.message);
      } else setError('The product was not saved. Check your connection and try again.');
    }
  });

  const remove = async () => {
    if (!product) return;
    if (!window.confirm(`Remove ${product.name}? Past sales keep its name.`)) return;
    try {
      await deleteProduct(orgId, product.id);
      onClose(`${product.name} removed.`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The product was not removed.');
    }
  };

  const text = (name: keyof ProductForm, label: string, helper?: string, extra = {}) => (
    <TextField
      {...register(name)}
      label={label}
      fullWidth
      error={!!errors[name]}
      helperText={errors[name]?.message ?? helper}
      {...extra}
    />
  );
  const money = (name: 'sellingPrice' | 'cost', label: string, required = false) =>
    text(name, label, undefined, {
      required,
      slotProps: {
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
      },
    });
  const free = (name: 'category' | 'supplier', label: string, options: string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Autocomplete
          freeSolo
          options={options}
          value={field.value}
          onChange={(_, v) => field.onChange(v ?? '')}
          onInputChange={(_, v) => field.onChange(v)}
          fullWidth
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              error={!!errors[name]}
              helperText={errors[name]?.message}
            />
          )}
        />
      )}
    />
  );

  const toggle = (name: 'onlineSellable' | 'archived', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );

  // A bundle is made of products sold on their own, from the same stock (the salon's or a renter's).
  const byId = new Map(catalogue.map((p) => [p.id, p] as const));
  const choices = catalogue.filter(
    (p) =>
      !p.bundleItems.length &&
      p.id !== product?.id &&
      (product ? p.ownerStaffId === product.ownerStaffId : renter === (p.ownerStaffId !== null)),
  );
  const inBundles = (product?.bundleIds ?? []).flatMap((id) => byId.get(id)?.name ?? []);
  const items = (chosen ?? []).flatMap((i) =>
    i.productId ? [{ productId: i.productId, quantity: Math.max(1, Number(i.quantity) || 1) }] : [],
  );
  const worth = bundleWorth(items, (id) => byId.get(id)?.sellingPrice);
  const makes = bundleAvailable(items, (id) => byId.get(id)?.stock);
  const price = parseMoneyInput(sellingPrice ?? '', currency);
  const bundleError = errors.bundleItems?.message ?? errors.bundleItems?.root?.message ?? undefined;

  const bundleEditor = (
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

  return (
    <Dialog open onClose={() => onClose()} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'contents' }}>
        <DialogTitle>{product ? `Edit ${product.name}` : 'New product'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {error && <Alert severity="error">{error}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('name', 'Name', undefined, { required: true, autoFocus: true })}
              {text('brand', 'Brand')}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {free('category', 'Category', categories)}
              {free('supplier', 'Supplier', suppliers)}
            </Stack>
            {text('description', 'Description', 'Shown in the shop on your website', {
              multiline: true,
              minRows: 2,
            })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('barcode', 'Barcode', 'Scan it into this box, or type the digits')}
              {text('sku', 'SKU', 'Your own code for it')}
            </Stack>
            <Box>
              <Controller
                control={control}
                name="bundle"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        disabled={inBundles.length > 0}
                        onChange={(e) => {
                          field.onChange(e.target.checked);
                          if (e.target.checked && !parts.fields.length) {
                            parts.append([
                              { productId: '', quantity: '1' },
                              { productId: '', quantity: '1' },
                            ]);
                          }
                        }}
                      />
                    }
                    label="A bundle: several products sold together at one price"
                  />
                )}
              />
              <FormHelperText sx={{ mt: 0 }}>
                {inBundles.length
                  ? `It is in ${inBundles.join(', ')}, so it cannot be a bundle itself.`
                  : 'A bundle keeps no stock of its own: selling one takes its products off the shelf.'}
              </FormHelperText>
            </Box>
            {bundle && bundleEditor}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {money('sellingPrice', bundle ? 'Bundle price' : 'Selling price', true)}
              {!bundle && money('cost', 'Cost')}
              {text('taxRate', 'Tax rate', 'Percent, e.g. 8.875', {
                slotProps: {
                  htmlInput: { inputMode: 'decimal' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                },
              })}
            </Stack>
            {!bundle && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {!product &&
                  text('initialStock', 'Units on the shelf now', 'Recorded as received', {
                    slotProps: { htmlInput: { inputMode: 'numeric' } },
                  })}
                {text('reorderLevel', 'Reorder level', 'At or below this, it shows as low', {
                  slotProps: { htmlInput: { inputMode: 'numeric' } },
                })}
              </Stack>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('imageUrl', 'Image address', 'An https:// picture for the shop')}
              {text('purchaseUrl', 'Product page', 'Where “View Product” leads, if elsewhere')}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {toggle('onlineSellable', 'Show in the website’s shop')}
              {toggle('archived', 'Archived (no longer sold)')}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          {product && canDelete && (
            <Button color="error" onClick={remove} sx={{ mr: 'auto' }}>
              Remove
            </Button>
          )}
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {product ? 'Save product' : 'Add product'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
