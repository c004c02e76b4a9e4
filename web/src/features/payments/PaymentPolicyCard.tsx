// Settings → Deposits and fees: what booking online costs up front, and what
// a no-show or a late cancellation costs, charged to the card saved with the
// deposit. The owner changes them (through the API); managers see them.
import { useState } from 'react';
import type { PaymentPolicyView } from '@chairside/core/contracts/card';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bookingContracts } from '@chairside/core/contracts/booking';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { RISK_LEVELS } from '@chairside/core/intelligence/no-show';
import {
  DEPOSIT_AUDIENCES,
  DEPOSIT_AUDIENCE_LABELS,
  ZPaymentPolicy,
  type ChargeRule,
  type PaymentPolicy,
} from '@chairside/core/payment-policy';
import { savePaymentPolicy, usePaymentPolicy } from '../../lib/data/card';
import { useContract } from '../../lib/api/contract-query';
import { useWrite } from '../../lib/api/write';

type RuleKey = 'deposit' | 'noShowFee' | 'lateCancelFee';
const RULES: { key: RuleKey; label: string; help: string }[] = [
  {
    key: 'deposit',
    label: 'Deposit when booking online',
    help: 'Taken by card when the client books',
  },
  { key: 'noShowFee', label: 'No-show fee', help: 'Charged from the appointment book' },
  {
    key: 'lateCancelFee',
    label: 'Late-cancellation fee',
    help: 'For cancelling inside the cancellation window',
  },
];

export function PaymentPolicyCard({ orgId, editable }: { orgId: string; editable: boolean }) {
  const current = usePaymentPolicy(orgId);
  if (current.error) return <Alert severity="error">{current.error.message}</Alert>;
  if (!current.data) return null;
  return <PolicyForm orgId={orgId} editable={editable} data={current.data} />;
}

function PolicyForm({
  orgId,
  editable,
  data,
}: {
  orgId: string;
  editable: boolean;
  data: PaymentPolicyView;
}) {
  const menu = useContract(bookingContracts.services, { params: { orgId } });
  const [draft, setDraft] = useState<PaymentPolicy>(data.policy);
  const [text, setText] = useState<Record<RuleKey, string>>(() => {
    const t = (r: ChargeRule) =>
      r.kind === 'percent'
        ? String(r.percent)
        : r.kind === 'fixed'
          ? minorToInput(r.amount, data.currency)
          : '';
    return {
      deposit: t(data.policy.deposit),
      noShowFee: t(data.policy.noShowFee),
      lateCancelFee: t(data.policy.lateCancelFee),
    };
  });
  const [invalid, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const saving = useWrite(savePaymentPolicy, { onSuccess: () => setSaved(true) });
  const error =
    invalid ??
    (saving.error ? saving.error.message || 'The deposits and fees were not saved.' : null);

  const ruleOf = (key: RuleKey, kind: ChargeRule['kind'], value: string): ChargeRule => {
    if (kind === 'fixed')
      return { kind, amount: parseMoneyInput(value, data.currency) ?? -1, percent: 0 };
    if (kind === 'percent')
      return { kind, amount: 0, percent: value.trim() === '' ? 0 : Number(value) };
    return { kind: 'none', amount: 0, percent: 0 };
  };

  const save = () => {
    const policy = {
      ...draft,
      deposit: ruleOf('deposit', draft.deposit.kind, text.deposit),
      noShowFee: ruleOf('noShowFee', draft.noShowFee.kind, text.noShowFee),
      lateCancelFee: ruleOf('lateCancelFee', draft.lateCancelFee.kind, text.lateCancelFee),
    };
    const parsed = ZPaymentPolicy.safeParse(policy);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const rule = RULES.find((r) => r.key === issue.path[0]);
      return setError(`${rule ? `${rule.label}: ` : ''}${issue.message}`);
    }
    setError(null);
    saving.mutate({ orgId, ...parsed.data });
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="policy-title">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography id="policy-title" variant="h5" component="h2">
          Deposits and fees
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          A deposit saves the client’s card, so a no-show or late-cancellation fee can be charged to
          it later (less the deposit kept). Cancelling in time refunds the deposit. With fees but no
          deposit, clients save a card when they book online and nothing is charged.
        </Typography>
        {!data.cardsReady && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {data.problem} Until then, online bookings are taken without a deposit.
          </Alert>
        )}
        <Stack spacing={2.5}>
          {RULES.map(({ key, label, help }) => (
            <Stack key={key} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                select
                label={label}
                value={draft[key].kind}
                disabled={!editable}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    [key]: { ...draft[key], kind: e.target.value as ChargeRule['kind'] },
                  })
                }
                helperText={help}
                sx={{ flex: 1 }}
              >
                <MenuItem value="none">None</MenuItem>
                <MenuItem value="fixed">A fixed amount</MenuItem>
                <MenuItem value="percent">A share of the price</MenuItem>
              </TextField>
              {draft[key].kind !== 'none' && (
                <TextField
                  label={
                    draft[key].kind === 'fixed'
                      ? `Amount (${data.currency})`
                      : 'Percent of the price'
                  }
                  value={text[key]}
                  disabled={!editable}
                  onChange={(e) => setText({ ...text, [key]: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ flex: 1 }}
                />
              )}
            </Stack>
          ))}
          {draft.deposit.kind !== 'none' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                select
                label="Who pays a deposit"
                value={draft.depositAudience}
                disabled={!editable}
                helperText={
                  draft.depositAudience === 'high_risk'
                    ? `High: a predicted ${Math.round(RISK_LEVELS.high * 100)}% chance or more that the client does not come, from the salon's no-show model (Settings). The client only sees the deposit.`
                    : undefined
                }
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    depositAudience: e.target.value as PaymentPolicy['depositAudience'],
                  })
                }
                sx={{ flex: 1 }}
              >
                {DEPOSIT_AUDIENCES.map((a) => (
                  <MenuItem key={a} value={a}>
                    {DEPOSIT_AUDIENCE_LABELS[a]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="For which services"
                value={draft.depositServiceIds}
                disabled={!editable}
                onChange={(e) => {
                  const v = e.target.value as unknown as string[];
                  setDraft({ ...draft, depositServiceIds: typeof v === 'string' ? [v] : v });
                }}
                slotProps={{
                  select: {
                    multiple: true,
                    displayEmpty: true,
                    renderValue: (ids) =>
                      (ids as string[]).length === 0
                        ? 'Every service'
                        : (ids as string[])
                            .map((id) => menu.data?.services.find((s) => s.id === id)?.name ?? id)
                            .join(', '),
                  },
                  inputLabel: { shrink: true },
                }}
                helperText="Leave empty for every service"
                sx={{ flex: 1 }}
              >
                {(menu.data?.services ?? []).map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {saved && (
            <Alert severity="success" onClose={() => setSaved(false)}>
              Deposits and fees saved.
            </Alert>
          )}
          {editable ? (
            <Button
              variant="contained"
              disabled={saving.isPending}
              onClick={save}
              sx={{ alignSelf: 'start' }}
            >
              {saving.isPending ? 'Saving…' : 'Save deposits and fees'}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Only the owner changes deposits and fees.
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
