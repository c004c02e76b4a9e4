// A commission plan's form: whom it pays and from which period, a rule per
// category (none, a percentage, or tiers on the period's takings), items with
// their own rate or amount, the deductions, and hourly pay. Checked with the
// server's own schema as it is filled in; the server says which field is wrong.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { CommissionPlanView, CommissionSettings } from '@chairside/core/contracts/pay';
import {
  COMMISSION_CATEGORIES,
  COMMISSION_CATEGORY_LABELS,
  ZSaveCommissionPlan,
  type CategoryRule,
  type CommissionCategory,
  type PlanTerms,
} from '@chairside/core/commissions';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { periodContaining, previousPeriod } from '@chairside/core/pay-runs';
import { ROLE_INFO } from '@chairside/core/roles';
import { addDays } from '@chairside/core/zoned-time';
import { ApiRequestError } from '../../lib/api/api-client';
import { saveCommissionPlan } from '../../lib/data/pay';
import { useWrite } from '../../lib/api/write';
import { periodWords } from './PayRunPanel';

interface RuleDraft {
  kind: CategoryRule['kind'];
  rate: string;
  basis: 'whole' | 'marginal';
  tiers: { upTo: string; rate: string }[];
}

interface Draft {
  scope: string;
  effectiveFrom: string;
  rules: Record<CommissionCategory, RuleDraft>;
  overrides: { itemId: string; kind: 'percent' | 'flat'; value: string }[];
  deductDiscounts: boolean;
  deductProductCost: boolean;
  deductCardFees: boolean;
  onlyFullyPaid: boolean;
  hourlyRate: string;
  greater: boolean;
}

const EMPTY_RULE: RuleDraft = {
  kind: 'none',
  rate: '',
  basis: 'whole',
  tiers: [
    { upTo: '', rate: '' },
    { upTo: '', rate: '' },
  ],
};

function ruleDraft(rule: CategoryRule, currency: string): RuleDraft {
  if (rule.kind === 'none') return EMPTY_RULE;
  if (rule.kind === 'percent') return { ...EMPTY_RULE, kind: 'percent', rate: String(rule.rate) };
  return {
    kind: 'tiered',
    rate: '',
    basis: rule.basis,
    tiers: rule.tiers.map((t) => ({
      upTo: t.upTo === null ? '' : minorToInput(t.upTo, currency),
      rate: String(t.rate),
    })),
  };
}

function draftOf(plan: CommissionPlanView | null, from: string, currency: string): Draft {
  const t: PlanTerms | null = plan?.terms ?? null;
  return {
    scope: plan
      ? plan.scope.kind === 'staff'
        ? `staff:${plan.scope.staffId}`
        : `role:${plan.scope.role}`
      : 'role:staff',
    effectiveFrom: from,
    rules: Object.fromEntries(
      COMMISSION_CATEGORIES.map((c) => [
        c,
        t
          ? ruleDraft(t[c], currency)
          : c === 'services' || c === 'products'
            ? { ...EMPTY_RULE, kind: 'percent', rate: '' }
            : EMPTY_RULE,
      ]),
    ) as Record<CommissionCategory, RuleDraft>,
    overrides:
      t?.overrides.map((o) => ({
        itemId: o.itemId,
        kind: o.kind,
        value: o.kind === 'flat' ? minorToInput(o.value, currency) : String(o.value),
      })) ?? [],
    deductDiscounts: t?.deductDiscounts ?? true,
    deductProductCost: t?.deductProductCost ?? false,
    deductCardFees: t?.deductCardFees ?? false,
    onlyFullyPaid: t?.onlyFullyPaid ?? false,
    hourlyRate: t?.hourlyRate ? minorToInput(t.hourlyRate, currency) : '',
    greater: t?.greaterOfHourlyOrCommission ?? false,
  };
}

/** The fields an API error names: `{ error: { details: [{ path, message }] } }`. */
function detailsOf(body: unknown): { path: string; message: string }[] {
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  return Array.isArray(details)
    ? details.filter(
        (d): d is { path: string; message: string } =>
          typeof d?.path === 'string' && typeof d?.message === 'string',
      )
    : [];
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));
const moneyOf = (s: string, currency: string) =>
  s.trim() === '' ? Number.NaN : (parseMoneyInput(s, currency) ?? Number.NaN);

function inputOf(orgId: string, d: Draft, currency: string, items: CommissionSettings['items']) {
  const [kind, id] = d.scope.split(':') as ['role' | 'staff', string];
  const rule = (r: RuleDraft) =>
    r.kind === 'none'
      ? { kind: 'none' }
      : r.kind === 'percent'
        ? { kind: 'percent', rate: num(r.rate) }
        : {
            kind: 'tiered',
            basis: r.basis,
            tiers: r.tiers.map((t, i) => ({
              upTo: i === r.tiers.length - 1 ? null : moneyOf(t.upTo, currency),
              rate: num(t.rate),
            })),
          };
  return {
    orgId,
    scope: kind === 'staff' ? { kind, staffId: id } : { kind, role: id },
    effectiveFrom: d.effectiveFrom,
    terms: {
      ...Object.fromEntries(COMMISSION_CATEGORIES.map((c) => [c, rule(d.rules[c])])),
      overrides: d.overrides.map((o) => ({
        itemId: o.itemId,
        name: items.find((i) => i.id === o.itemId)?.name ?? '',
        kind: o.kind,
        value: o.kind === 'flat' ? moneyOf(o.value, currency) : num(o.value),
      })),
      deductDiscounts: d.deductDiscounts,
      deductProductCost: d.deductProductCost,
      deductCardFees: d.deductCardFees,
      onlyFullyPaid: d.onlyFullyPaid,
      hourlyRate: d.hourlyRate.trim() === '' ? 0 : moneyOf(d.hourlyRate, currency),
      greaterOfHourlyOrCommission: d.greater,
    },
  };
}

/**
 * The periods a plan can start on: the open ones, from the first after the
 * last closed period (before any is closed, the last few too, for a salon
 * setting plans up after the fact).
 */
function periodsOf(settings: CommissionSettings): { from: string; to: string }[] {
  let p = settings.closedThrough
    ? periodContaining(addDays(settings.closedThrough, 1), settings.settings)
    : settings.current;
  if (!settings.closedThrough) for (let i = 0; i < 3; i++) p = previousPeriod(p, settings.settings);
  const out: { from: string; to: string }[] = [];
  while (out.length < 10) {
    out.push(p);
    p = periodContaining(addDays(p.to, 1), settings.settings);
  }
  return out;
}

export function PlanDialog({
  orgId,
  currency,
  settings,
  from,
  onClose,
}: {
  orgId: string;
  currency: string;
  settings: CommissionSettings;
  from: CommissionPlanView | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width:600px)');
  const periods = useMemo(() => periodsOf(settings), [settings]);
  const first = periods.find((p) => p.from >= settings.current.from) ?? periods[0];
  const [draft, setDraft] = useState<Draft>(() => draftOf(from, first?.from ?? '', currency));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const input = inputOf(orgId, draft, currency, settings.items);
  const parsed = ZSaveCommissionPlan.safeParse(input);
  const errors: Record<string, string> = { ...serverErrors };
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  const errorAt = (path: string) => (tried ? errors[path] : undefined);
  const saving = useWrite(saveCommissionPlan, {
    onSuccess: onClose,
    onError: (e) => {
      const details = e instanceof ApiRequestError ? detailsOf(e.body) : [];
      setServerErrors(Object.fromEntries(details.map((d) => [d.path, d.message])));
      setProblem(e.message);
    },
  });
  const save = () => {
    setTried(true);
    setServerErrors({});
    setProblem(null);
    if (parsed.success) saving.mutate(parsed.data);
  };
  const update = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setRule = (c: CommissionCategory, change: Partial<RuleDraft>) =>
    setDraft((d) => ({ ...d, rules: { ...d.rules, [c]: { ...d.rules[c], ...change } } }));
  const roles = (['staff', 'front_desk', 'manager', 'owner'] as const).map((r) => ({
    value: `role:${r}`,
    label: `Every ${ROLE_INFO[r].label.toLowerCase()} without a plan of their own`,
  }));
  const people = settings.team
    .filter((m) => m.role !== 'booth_renter')
    .map((m) => ({ value: `staff:${m.staffId}`, label: m.name }));

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="plan-title"
    >
      <DialogTitle id="plan-title">
        {from ? `A new plan for ${from.scopeName}` : 'New commission plan'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              label="Who it pays"
              value={draft.scope}
              onChange={(e) => update({ scope: e.target.value })}
              sx={{ flex: 2 }}
              error={!!errorAt('scope.staffId')}
              helperText={errorAt('scope.staffId')}
            >
              {[...roles, ...people].map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="From the pay period"
              value={draft.effectiveFrom}
              onChange={(e) => update({ effectiveFrom: e.target.value })}
              sx={{ flex: 1 }}
              error={!!errorAt('effectiveFrom')}
              helperText={errorAt('effectiveFrom')}
            >
              {periods.map((p) => (
                <MenuItem key={p.from} value={p.from}>
                  {periodWords(p.from, p.to)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {COMMISSION_CATEGORIES.map((c) => (
            <RuleEditor
              key={c}
              category={c}
              rule={draft.rules[c]}
              currency={currency}
              change={(change) => setRule(c, change)}
              errorAt={(p) => errorAt(`terms.${c}${p}`)}
            />
          ))}
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Items with their own rate
            </Typography>
            <Stack spacing={1} sx={{ mt: 1 }}>
              {draft.overrides.map((o, i) => (
                <Stack key={i} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
                  <TextField
                    select
                    size="small"
                    label="Service or product"
                    value={o.itemId}
                    onChange={(e) =>
                      update({
                        overrides: draft.overrides.map((x, j) =>
                          j === i ? { ...x, itemId: e.target.value } : x,
                        ),
                      })
                    }
                    sx={{ flex: 2 }}
                    error={!!errorAt(`terms.overrides.${i}.itemId`)}
                    helperText={errorAt(`terms.overrides.${i}.itemId`)}
                  >
                    {settings.items.map((item) => (
                      <MenuItem key={item.id} value={item.id}>
                        {item.name} ({item.kind})
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    size="small"
                    label="Pays"
                    value={o.kind}
                    onChange={(e) =>
                      update({
                        overrides: draft.overrides.map((x, j) =>
                          j === i ? { ...x, kind: e.target.value as 'percent' | 'flat' } : x,
                        ),
                      })
                    }
                    sx={{ flex: 1 }}
                  >
                    <MenuItem value="percent">A percentage</MenuItem>
                    <MenuItem value="flat">An amount each</MenuItem>
                  </TextField>
                  <TextField
                    size="small"
                    label={o.kind === 'percent' ? 'Rate (%)' : `Amount (${currency})`}
                    value={o.value}
                    inputProps={{ inputMode: 'decimal' }}
                    onChange={(e) =>
                      update({
                        overrides: draft.overrides.map((x, j) =>
                          j === i ? { ...x, value: e.target.value } : x,
                        ),
                      })
                    }
                    sx={{ flex: 1 }}
                    error={!!errorAt(`terms.overrides.${i}.value`)}
                    helperText={errorAt(`terms.overrides.${i}.value`)}
                  />
                  <IconButton
                    aria-label="Remove this item’s rate"
                    onClick={() =>
                      update({ overrides: draft.overrides.filter((_x, j) => j !== i) })
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
              <Box>
                <Button
                  disabled={!settings.items.length}
                  onClick={() =>
                    update({
                      overrides: [
                        ...draft.overrides,
                        { itemId: settings.items[0]?.id ?? '', kind: 'percent', value: '' },
                      ],
                    })
                  }
                >
                  Add an item’s own rate
                </Button>
              </Box>
            </Stack>
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Commission is worked out
            </Typography>
            {(
              [
                ['deductDiscounts', 'After discounts (on what the client paid)'],
                ['deductProductCost', 'After product cost (retail earns on its margin)'],
                ['deductCardFees', 'After card fees (the rate in pay settings)'],
                ['onlyFullyPaid', 'Only on what is paid in full'],
              ] as const
            ).map(([key, label]) => (
              <FormControlLabel
                key={key}
                sx={{ display: 'flex' }}
                control={
                  <Switch
                    checked={draft[key]}
                    onChange={(e) => update({ [key]: e.target.checked })}
                  />
                }
                label={label}
              />
            ))}
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, alignItems: { sm: 'center' } }}
          >
            <TextField
              label={`Hourly pay (${currency})`}
              value={draft.hourlyRate}
              inputProps={{ inputMode: 'decimal' }}
              onChange={(e) => update({ hourlyRate: e.target.value })}
              error={!!errorAt('terms.hourlyRate')}
              helperText={
                errorAt('terms.hourlyRate') ?? 'For the scheduled hours; leave empty for none'
              }
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.greater}
                  onChange={(e) => update({ greater: e.target.checked })}
                />
              }
              label="Hourly or commission, whichever is larger"
            />
          </Stack>
          {problem && <Alert severity="error">{problem}</Alert>}
          {tried && !parsed.success && !problem && (
            <Alert severity="error">Some fields need a look: they are marked above.</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving.isPending}>
          {saving.isPending ? 'Saving…' : 'Save plan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RuleEditor({
  category,
  rule,
  currency,
  change,
  errorAt,
}: {
  category: CommissionCategory;
  rule: RuleDraft;
  currency: string;
  change: (c: Partial<RuleDraft>) => void;
  errorAt: (path: string) => string | undefined;
}) {
  const label = COMMISSION_CATEGORY_LABELS[category];
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, minWidth: 120 }}>
          {label}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={rule.kind}
          onChange={(_e, kind: RuleDraft['kind'] | null) => kind && change({ kind })}
          aria-label={`${label}: how commission is paid`}
        >
          <ToggleButton value="none">None</ToggleButton>
          <ToggleButton value="percent">A percentage</ToggleButton>
          <ToggleButton value="tiered">Tiers</ToggleButton>
        </ToggleButtonGroup>
        {rule.kind === 'percent' && (
          <TextField
            size="small"
            label={`${label} rate (%)`}
            value={rule.rate}
            inputProps={{ inputMode: 'decimal' }}
            onChange={(e) => change({ rate: e.target.value })}
            error={!!errorAt('.rate')}
            helperText={errorAt('.rate')}
          />
        )}
      </Stack>
      {rule.kind === 'tiered' && (
        <Stack spacing={1} sx={{ mt: 1, pl: { sm: 2 } }}>
          <RadioGroup
            row
            value={rule.basis}
            onChange={(e) => change({ basis: e.target.value as RuleDraft['basis'] })}
            aria-label={`${label}: how tiers apply`}
          >
            <FormControlLabel
              value="whole"
              control={<Radio />}
              label="The tier reached pays on the whole period"
            />
            <FormControlLabel
              value="marginal"
              control={<Radio />}
              label="Each slice at its own rate"
            />
          </RadioGroup>
          {rule.tiers.map((t, i) => {
            const last = i === rule.tiers.length - 1;
            return (
              <Stack key={i} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label={last ? 'Above that' : `Tier ${i + 1} up to (${currency})`}
                  value={last ? '' : t.upTo}
                  disabled={last}
                  inputProps={{ inputMode: 'decimal' }}
                  onChange={(e) =>
                    change({
                      tiers: rule.tiers.map((x, j) =>
                        j === i ? { ...x, upTo: e.target.value } : x,
                      ),
                    })
                  }
                  error={!!errorAt(`.tiers.${i}.upTo`)}
                  helperText={errorAt(`.tiers.${i}.upTo`)}
                />
                <TextField
                  size="small"
                  label={`Tier ${i + 1} rate (%)`}
                  value={t.rate}
                  inputProps={{ inputMode: 'decimal' }}
                  onChange={(e) =>
                    change({
                      tiers: rule.tiers.map((x, j) =>
                        j === i ? { ...x, rate: e.target.value } : x,
                      ),
                    })
                  }
                  error={!!errorAt(`.tiers.${i}.rate`)}
                  helperText={errorAt(`.tiers.${i}.rate`)}
                />
                {rule.tiers.length > 2 && (
                  <IconButton
                    aria-label={`Remove tier ${i + 1}`}
                    onClick={() => change({ tiers: rule.tiers.filter((_x, j) => j !== i) })}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            );
          })}
          <Box>
            <Button
              size="small"
              disabled={rule.tiers.length >= 10}
              onClick={() =>
                change({
                  tiers: [...rule.tiers.slice(0, -1), { upTo: '', rate: '' }, rule.tiers.at(-1)!],
                })
              }
            >
              Add a tier
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
