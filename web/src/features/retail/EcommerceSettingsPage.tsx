import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TAX_ROUNDING } from '@chairside/core/retail';
import { type EcommerceSettings, type RetailSettings } from '@chairside/core/retail';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import {
  saveEcommerceSettings,
  saveRetailSettings,
  useEcommerceSettings,
  useRetailSettings,
} from '../../lib/data/retail';
import { PageFrame } from '../../ui/PageFrame';

/** /ecommerce-settings: the online shop (reservations, holds, pickup) and how sales are taxed. */
export default function EcommerceSettingsPage() {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Shop settings"
      denied="Only owners and managers change the shop's settings."
    >
      {(salon) => <Settings salon={salon} />}
    </SalonGate>
  );
}

function Settings({ salon }: { salon: ActiveSalon }) {
  const shop = useEcommerceSettings(salon.orgId);
  const retail = useRetailSettings(salon.orgId);
  return (
    <PageFrame
      title="Shop settings"
      subtitle={`${salon.org.name} · online reservations and sales tax`}
      maxWidth={760}
      actions={
        <Button component={RouterLink} to="/shop-page" variant="outlined">
          Online shop
        </Button>
      }
    >
      <Stack spacing={3}>
        {shop.isError && <Alert severity="error">{shop.error.message}</Alert>}
        {shop.data ? (
          <ShopForm orgId={salon.orgId} initial={shop.data} />
        ) : (
          <Skeleton variant="rounded" height={260} />
        )}
        {retail.data ? (
          <TaxForm orgId={salon.orgId} initial={retail.data} />
        ) : (
          <Skeleton variant="rounded" height={220} />
        )}
      </Stack>
    </PageFrame>
  );
}

function ShopForm({ orgId, initial }: { orgId: string; initial: EcommerceSettings }) {
  const [value, setValue] = useState(initial);
  const [days, setDays] = useState(String(initial.holdDays));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    try {
      await saveEcommerceSettings({ orgId, ...value, holdDays: Number(days) });
      setMessage({
        ok: true,
        text: 'Shop settings saved. Your website shows them within a minute.',
      });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Not saved. Try again.' });
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="shop-settings-title">
      <CardContent component="form" onSubmit={save} noValidate>
        <Typography id="shop-settings-title" variant="h6" component="h2" gutterBottom>
          Reservations for pickup
        </Typography>
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Switch
                checked={value.reservationsOpen}
                onChange={(e) => setValue({ ...value, reservationsOpen: e.target.checked })}
              />
            }
            label="Visitors can reserve products on the website"
          />
          <TextField
            label="Hold reserved products for"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText="Days; after closing on the last day the units go back on the shelf."
            sx={{ maxWidth: 260 }}
          />
          <TextField
            label="Pickup instructions"
            value={value.pickupInstructions}
            onChange={(e) => setValue({ ...value, pickupInstructions: e.target.value })}
            multiline
            minRows={2}
            helperText="Shown after reserving and in the confirmation e-mail, e.g. “Ask at the front desk”."
          />
          {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
          <Button type="submit" variant="contained" sx={{ alignSelf: 'start' }}>
            Save shop settings
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function TaxForm({ orgId, initial }: { orgId: string; initial: RetailSettings }) {
  const [value, setValue] = useState(initial);
  const [serviceTax, setServiceTax] = useState(String(initial.serviceTaxRate));
  const [limits, setLimits] = useState(() => ({
    front_desk: String(initial.discountLimits.front_desk),
    staff: String(initial.discountLimits.staff),
    booth_renter: String(initial.discountLimits.booth_renter),
  }));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    try {
      await saveRetailSettings({
        orgId,
        ...value,
        serviceTaxRate: Number(serviceTax),
        discountLimits: {
          front_desk: Number(limits.front_desk),
          staff: Number(limits.staff),
          booth_renter: Number(limits.booth_renter),
        },
      });
      setMessage({ ok: true, text: 'Sales settings saved.' });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Not saved. Try again.' });
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="tax-settings-title">
      <CardContent component="form" onSubmit={save} noValidate>
        <Typography id="tax-settings-title" variant="h6" component="h2" gutterBottom>
          Sales at the point of sale
        </Typography>
        <Stack spacing={2}>
          <TextField
            select
            label="Round tax"
            value={value.taxRounding}
            onChange={(e) =>
              setValue({ ...value, taxRounding: e.target.value as (typeof TAX_ROUNDING)[number] })
            }
            helperText="Most US states round each line; some round once on the whole receipt."
            sx={{ maxWidth: 360 }}
          >
            <MenuItem value="line">On each line</MenuItem>
            <MenuItem value="total">Once on the total</MenuItem>
          </TextField>
          <TextField
            label="Tax on services"
            value={serviceTax}
            onChange={(e) => setServiceTax(e.target.value)}
            helperText="Percent; 0 where services are not taxed. Products carry their own rate."
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ maxWidth: 260 }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={value.allowNegativeStock}
                onChange={(e) => setValue({ ...value, allowNegativeStock: e.target.checked })}
              />
            }
            label="Sell even when the count says none are left (the count is behind the shelf)"
          />
          <Typography variant="subtitle2" component="h3">
            Largest discount without a manager’s approval
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {(
              [
                ['front_desk', 'Front desk (%)'],
                ['staff', 'Stylists (%)'],
                ['booth_renter', 'Booth renters (%)'],
              ] as const
            ).map(([role, label]) => (
              <TextField
                key={role}
                label={label}
                value={limits[role]}
                onChange={(e) => setLimits((l) => ({ ...l, [role]: e.target.value }))}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ maxWidth: 200 }}
              />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            A bigger discount at the till needs an owner or manager to sign in and approve it; the
            sale records who did. 100 means no limit.
          </Typography>
          {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
          <Button type="submit" variant="contained" sx={{ alignSelf: 'start' }}>
            Save sales settings
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
