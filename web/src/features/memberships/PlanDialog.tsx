import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { MembershipDefinitionView } from '@chairside/core/contracts/memberships';
import {
  MAX_INCLUDED_SERVICES,
  ZMembershipDefinitionInput,
  type BillingInterval,
  type IncludedService,
} from '@chairside/core/memberships';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { ApiRequestError, fieldErrorsOf } from '../../lib/api/api-client';
import { saveMembershipPlan } from '../../lib/data/memberships';
import { useWrite } from '../../lib/api/write';

export interface MenuService {
  id: string;
  name: string;
}

/** Make or change a membership plan: price and period, and what members get. */
export function PlanDialog(props: {
  orgId: string;
  currency: string;
  services: MenuService[];
  plan: MembershipDefinitionView | null;
  onClose: () => void;
}) {
  const { orgId, currency, services, plan, onClose } = props;
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [price, setPrice] = useState(plan ? minorToInput(plan.price, currency) : '');
  const [interval, setInterval] = useState<BillingInterval>(plan?.billing_interval ?? 'month');
  const [included, setIncluded] = useState<IncludedService[]>(
    plan?.benefits.includedServices ?? [],
  );
  const [serviceOff, setServiceOff] = useState(String(plan?.benefits.serviceDiscountPercent ?? 0));
  const [productOff, setProductOff] = useState(String(plan?.benefits.productDiscountPercent ?? 0));
  const [priority, setPriority] = useState(plan?.benefits.priorityBooking ?? false);
  const [perks, setPerks] = useState((plan?.benefits.perks ?? []).join('\n'));
  const [online, setOnline] = useState(plan?.onlineSignup ?? true);
  const [active, setActive] = useState(plan?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const saving = useWrite(
    (input: Parameters<typeof saveMembershipPlan>[2]) =>
      saveMembershipPlan(orgId, plan?.id ?? null, input),
    {
      onSuccess: () => onClose(),
      onError: (err) => {
        setError(
          err instanceof ApiRequestError ? err.message : 'The plan was not saved. Try again.',
        );
        setErrors(Object.fromEntries(fieldErrorsOf(err).map((d) => [d.path, d.message])));
      },
    },
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = ZMembershipDefinitionInput.safeParse({
      name,
      description,
      price: parseMoneyInput(price, currency) ?? Number.NaN,
      billing_interval: interval,
      benefits: {
        includedServices: included,
        serviceDiscountPercent: Number(serviceOff || 0),
        productDiscountPercent: Number(productOff || 0),
        priorityBooking: priority,
        perks: perks
          .split('\n')
          .map((p) => p.trim())
          .filter(Boolean),
      },
      onlineSignup: online,
      active,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const i of parsed.error.issues) found[i.path.join('.')] ??= i.message;
      setErrors(found);
      return;
    }
    setErrors({});
    saving.mutate(parsed.data);
  };

  const unused = services.filter((s) => !included.some((i) => i.serviceId === s.id));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="plan-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="plan-title">
          {plan ? `Edit ${plan.name}` : 'New membership plan'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!errors['name']}
              helperText={errors['name']}
              required
              autoFocus
            />
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={2}
              error={!!errors['description']}
              helperText={errors['description']}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label="Price"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
                error={!!errors['price']}
                helperText={errors['price']}
                required
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                select
                label="Billed every"
                value={interval}
                onChange={(e) => setInterval(e.target.value as BillingInterval)}
                sx={{ flex: 1 }}
              >
                <MenuItem value="month">Month</MenuItem>
                <MenuItem value="year">Year</MenuItem>
              </TextField>
            </Stack>
            <Typography variant="subtitle2" component="h3">
              Services included each {interval}
            </Typography>
            {included.map((s, i) => (
              <Stack key={s.serviceId} direction="row" spacing={1} alignItems="center">
                <Typography sx={{ flex: 1 }}>
                  {services.find((x) => x.id === s.serviceId)?.name ?? 'A removed service'}
                </Typography>
                <TextField
                  label="How many"
                  type="number"
                  size="small"
                  value={s.count}
                  onChange={(e) =>
                    setIncluded(
                      included.map((x, j) =>
                        j === i ? { ...x, count: Number(e.target.value) } : x,
                      ),
                    )
                  }
                  error={!!errors[`benefits.includedServices.${i}.count`]}
                  helperText={errors[`benefits.includedServices.${i}.count`]}
                  sx={{ width: 110 }}
                  slotProps={{ htmlInput: { min: 1, max: 31 } }}
                />
                <IconButton
                  aria-label={`Remove ${services.find((x) => x.id === s.serviceId)?.name ?? 'service'}`}
                  onClick={() => setIncluded(included.filter((_, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            {included.length < MAX_INCLUDED_SERVICES && unused.length > 0 && (
              <TextField
                select
                label="Include a service"
                value=""
                onChange={(e) =>
                  setIncluded([...included, { serviceId: e.target.value, count: 1 }])
                }
                helperText={errors['benefits.includedServices']}
              >
                {unused.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Stack direction="row" spacing={2}>
              <TextField
                label="Off services"
                value={serviceOff}
                onChange={(e) => setServiceOff(e.target.value)}
                error={!!errors['benefits.serviceDiscountPercent']}
                helperText={errors['benefits.serviceDiscountPercent']}
                sx={{ flex: 1 }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
              />
              <TextField
                label="Off products"
                value={productOff}
                onChange={(e) => setProductOff(e.target.value)}
                error={!!errors['benefits.productDiscountPercent']}
                helperText={errors['benefits.productDiscountPercent']}
                sx={{ flex: 1 }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
              />
            </Stack>
            <TextField
              label="Other perks, one a line"
              value={perks}
              onChange={(e) => setPerks(e.target.value)}
              multiline
              minRows={2}
              error={Object.keys(errors).some((k) => k.startsWith('benefits.perks'))}
              helperText={
                Object.entries(errors).find(([k]) => k.startsWith('benefits.perks'))?.[1] ??
                'Shown on your website with the plan'
              }
            />
            <FormControlLabel
              control={
                <Switch checked={priority} onChange={(e) => setPriority(e.target.checked)} />
              }
              label="Priority booking"
            />
            <FormControlLabel
              control={<Switch checked={online} onChange={(e) => setOnline(e.target.checked)} />}
              label="Clients can join on the website"
            />
            <FormControlLabel
              control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
              label="On sale (members of a retired plan keep it)"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving.isPending}>
            {plan ? 'Save plan' : 'Create plan'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
