import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { OurPicturesButton } from '../../ui/OurPictures';
import { zodResolver } from '@hookform/resolvers/zod';
import { formSchema, toForm, type ProductForm } from './product-form';
import { BundleEditor } from './BundleEditor';
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
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type ProductFields } from '@chairside/core/retail';
import { ApiRequestError, fieldErrorsOf } from '../../lib/api/api-client';
import {
  createProduct,
  deleteProduct,
  updateProduct,
  type ProductRecord,
} from '../../lib/data/retail';

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
            {bundle && (
              <BundleEditor
                form={form}
                parts={parts}
                choices={choices}
                byId={byId}
                currency={currency}
              />
            )}
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
              <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flex: 1 }}>
                {text('imageUrl', 'Image address', 'An https:// picture for the shop')}
                <OurPicturesButton
                  kind="product"
                  label="Ours"
                  onPick={(p) =>
                    form.setValue('imageUrl', p.url, { shouldDirty: true, shouldValidate: true })
                  }
                />
              </Stack>
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
