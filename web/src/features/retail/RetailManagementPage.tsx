import { useMemo, useState, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { formatMinorUnits, minorToInput } from '@chairside/core/money';
import { reorderQuantity, stockLevel } from '@chairside/core/retail';
import { ROLES } from '@chairside/core/roles';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { saveTextFile, toCsv } from '../../lib/download';
import { useProducts, type ProductRecord } from '../../lib/data/retail';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { CatalogueFile, type CatalogueNotice } from './CatalogueFile';
import { EmptyCatalogue, ProductList, ProductTable } from './CatalogueViews';
import { Figure } from './Figure';
import { lazyNamed } from '../../ui/lazy-named';

// The product form loads when first opened.
const ProductDialog = lazyNamed(() => import('./ProductDialog'), 'ProductDialog');

type StockFilter = 'all' | 'low' | 'out';
const EDITORS = ['owner', 'manager', 'booth_renter'];

/** /retail-management and /mobile-inventory: the catalogue, its stock and what to reorder. */
export default function RetailManagementPage() {
  return (
    <SalonGate roles={ROLES} title="Products" denied="">
      {(salon) => <Catalogue salon={salon} />}
    </SalonGate>
  );
}

function Catalogue({ salon }: { salon: ActiveSalon }) {
  const { orgId, org, role } = salon;
  const products = useProducts(orgId);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [stock, setStock] = useState<StockFilter>('all');
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<ProductRecord | 'new' | null>(null);
  const [notice, setNotice] = useState<CatalogueNotice | null>(null);
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('md'));
  const canEdit = EDITORS.includes(role);
  const canExport = role === 'owner' || role === 'manager';
  const money = (n: number) => formatMinorUnits(n, org.currency);

  const all = products.items;
  const categories = useMemo(
    () => [...new Set(all.map((p) => p.category).filter(Boolean))].sort(),
    [all],
  );
  const suppliers = useMemo(
    () => [...new Set(all.map((p) => p.supplier).filter(Boolean))].sort(),
    [all],
  );
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = all.filter(
    (p) =>
      (archived || !p.archived) &&
      (!category || p.category === category) &&
      (stock === 'all' || stockLevel(p.stock, p.reorderLevel) === stock) &&
      words.every((w) => p.searchText.includes(w) || p.name.toLowerCase().includes(w)),
  );
  // Bundles keep no stock of their own: the shelf's figures are their products'.
  const live = all.filter((p) => !p.archived && !p.bundleItems.length);
  const low = live.filter((p) => stockLevel(p.stock, p.reorderLevel) === 'low').length;
  const out = live.filter((p) => stockLevel(p.stock, p.reorderLevel) === 'out').length;
  const units = live.reduce((s, p) => s + Math.max(0, p.stock), 0);
  const value = live.reduce((s, p) => s + Math.max(0, p.stock) * p.cost, 0);
  const view = { shown, all, money, canEdit, onEdit: setEditing };

  const actions = (
    <>
      <Button component={RouterLink} to="/point-of-sale-page" variant="outlined">
        Point of sale
      </Button>
      <Button component={RouterLink} to="/adjust-stock-page" variant="outlined">
        Adjust stock
      </Button>
      {role !== 'staff' && role !== 'booth_renter' && (
        <Button component={RouterLink} to="/shop-page" variant="outlined">
          Online shop
        </Button>
      )}
      {canEdit && (
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add product
        </Button>
      )}
    </>
  );

  return (
    <PageFrame
      title="Products"
      subtitle={`${org.name} · retail stock and prices`}
      actions={actions}
    >
      <DataErrorAlert area="products" />
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.text}
          {notice.list && notice.list.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {notice.list.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          mb: 3,
        }}
      >
        <Figure label="Products for sale" value={String(all.filter((p) => !p.archived).length)} />
        <Figure label="Units on hand" value={String(units)} />
        <Figure label="Stock value at cost" value={money(value)} />
        <Figure
          label="Need reordering"
          value={`${low + out}`}
          hint={out ? `${out} out of stock` : low ? `${low} low` : 'All stocked'}
          tone={out ? 'error' : low ? 'warning' : undefined}
        />
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 1fr' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1.5, mb: 2, alignItems: { sm: 'center' } }}
          >
            <TextField
              label="Search products"
              placeholder="Name, brand, SKU or barcode"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              size="small"
              sx={{ flex: 1 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <TextField
              select
              label="Category"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              size="small"
              sx={{ minWidth: 160 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All categories</MenuItem>
              {categories.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={stock}
              onChange={(_, v: StockFilter | null) => v && setStock(v)}
              aria-label="Stock"
            >
              <ToggleButton value="all">All</ToggleButton>
              <ToggleButton value="low">Low</ToggleButton>
              <ToggleButton value="out">Out</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
              {products.status === 'loading'
                ? 'Loading products…'
                : `${shown.length} of ${all.length} products`}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={archived}
                  onChange={(e) => setArchived(e.target.checked)}
                />
              }
              label="Show archived"
            />
            {canExport && <CatalogueFile orgId={orgId} onNotice={setNotice} />}
          </Stack>
          {products.status === 'loading' ? (
            <Skeleton variant="rounded" height={240} />
          ) : all.length === 0 ? (
            <EmptyCatalogue canEdit={canEdit} onAdd={() => setEditing('new')} />
          ) : wide ? (
            <ProductTable {...view} />
          ) : (
            <ProductList {...view} />
          )}
        </Box>
        <Reorder products={live} money={money} currency={org.currency} />
      </Box>
      <Suspense fallback={null}>
        {editing && (
          <ProductDialog
            orgId={orgId}
            currency={org.currency}
            product={editing === 'new' ? null : editing}
            categories={categories}
            suppliers={suppliers}
            catalogue={all}
            renter={role === 'booth_renter'}
            canDelete={role === 'owner' || role === 'manager'}
            onClose={(message) => {
              setEditing(null);
              if (message) setNotice({ severity: 'success', text: message });
            }}
          />
        )}
      </Suspense>
    </PageFrame>
  );
}

/** What to order, per supplier: each low or empty product and how many bring it back over its level. */
function Reorder({
  products,
  money,
  currency,
}: {
  products: ProductRecord[];
  money: (n: number) => string;
  currency: string;
}) {
  const due = products
    .map((p) => ({ p, qty: reorderQuantity(p.stock, p.reorderLevel) }))
    .filter((x) => x.qty > 0);
  const bySupplier = new Map<string, typeof due>();
  for (const x of due) {
    const key = x.p.supplier || 'No supplier set';
    bySupplier.set(key, [...(bySupplier.get(key) ?? []), x]);
  }
  const download = () => {
    const rows = [
      ['supplier', 'product', 'brand', 'sku', 'barcode', 'in_stock', 'order', 'unit_cost'],
    ];
    for (const [supplier, items] of bySupplier)
      for (const { p, qty } of items)
        rows.push([
          supplier,
          p.name,
          p.brand,
          p.sku,
          p.barcode,
          String(p.stock),
          String(qty),
          minorToInput(p.cost, currency),
        ]);
    saveTextFile(toCsv(rows), 'reorder.csv');
  };
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="reorder-title"
      sx={{ alignSelf: 'start' }}
    >
      <CardContent>
        <Typography id="reorder-title" variant="h6" component="h2">
          Reorder
        </Typography>
        {due.length === 0 ? (
          <Typography color="text.secondary">Nothing is at or below its reorder level.</Typography>
        ) : (
          <>
            {[...bySupplier].map(([supplier, items]) => (
              <Box key={supplier} sx={{ mt: 2 }}>
                <Typography variant="subtitle2">{supplier}</Typography>
                {items.map(({ p, qty }) => (
                  <Stack
                    key={p.id}
                    direction="row"
                    sx={{ justifyContent: 'space-between', gap: 1, py: 0.5 }}
                  >
                    <Typography variant="body2">
                      {p.name}{' '}
                      <Chip
                        size="small"
                        label={p.stock <= 0 ? 'out' : `${p.stock} left`}
                        color={p.stock <= 0 ? 'error' : 'warning'}
                      />
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      order {qty}
                    </Typography>
                  </Stack>
                ))}
                <Typography variant="caption" color="text.secondary">
                  About {money(items.reduce((s, x) => s + x.qty * x.p.cost, 0))} at cost
                </Typography>
              </Box>
            ))}
            <Button size="small" sx={{ mt: 2 }} onClick={download}>
              Download order list
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
