// The loyalty programme on the memberships page: what clients hold (points
// and what they are worth), the rules (owners and managers change them; the
// form checks them with the server's own schema), how the rules read to
// clients, and the latest moves of points.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LoyaltyProgramme } from '@chairside/core/contracts/loyalty';
import {
  LOYALTY_KIND_LABELS,
  ZLoyaltySettings,
  loyaltyRulesInWords,
  type LoyaltySettings,
} from '@chairside/core/loyalty';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { saveLoyaltySettings, useLoyaltyProgramme } from '../../lib/data/loyalty';
import { Figure } from '../retail/Figure';
import { useWrite } from '../../lib/api/write';

const NUMBER_FIELDS = [
  ['servicePointsPerUnit', 'Points per unit spent on services', 'Every whole dollar (or euro…)'],
  ['productPointsPerUnit', 'Points per unit spent on products', 'Retail earns too'],
  ['birthdayBonus', 'Birthday bonus', 'Once a year, on the first visit or purchase that month'],
  ['referralBonus', 'Referral bonus', 'To the referrer, on the new client’s first visit'],
  ['redeemStep', 'Points per reward', 'Clients redeem in steps of this many points'],
] as const;

export function LoyaltyPanel(props: {
  orgId: string;
  currency: string;
  manages: boolean;
  money: (minor: number) => string;
}) {
  const programme = useLoyaltyProgramme(props.orgId);
  if (programme.error) return <Alert severity="error">{programme.error.message}</Alert>;
  if (!programme.data) return <Skeleton variant="rounded" height={320} />;
  return <Programme {...props} programme={programme.data} />;
}

function Programme(props: {
  orgId: string;
  currency: string;
  manages: boolean;
  money: (minor: number) => string;
  programme: LoyaltyProgramme;
}) {
  const { orgId, currency, manages, money, programme } = props;
  const [draft, setDraft] = useState<LoyaltySettings>(programme.settings);
  const [value, setValue] = useState(minorToInput(programme.settings.redeemValue, currency));
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const saving = useWrite((settings: LoyaltySettings) => saveLoyaltySettings(orgId, settings), {
    onMutate: () => setNotice(null),
    onSuccess: () =>
      setNotice({ ok: true, text: 'Saved. New visits and sales earn by these rules.' }),
    onError: (e) => setNotice({ ok: false, text: e.message || 'Not saved. Try again.' }),
  });
  const busy = saving.isPending;
  const parsed = ZLoyaltySettings.safeParse({
    ...draft,
    redeemValue: parseMoneyInput(value, currency) ?? Number.NaN,
  });
  const errorOf = (field: string) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
  const preview = parsed.success ? loyaltyRulesInWords(parsed.data, currency) : [];

  const save = () => {
    if (parsed.success) saving.mutate(parsed.data);
  };

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <Figure
          label="Points held by clients"
          value={programme.outstanding.points.toLocaleString('en-US')}
        />
        <Figure
          label="Worth if all redeemed"
          value={money(programme.outstanding.value)}
          hint="What the points would take off"
        />
        <Figure label="Programme" value={programme.settings.enabled ? 'On' : 'Off'} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" component="section" aria-labelledby="loyalty-rules-title">
          <CardContent>
            <Typography id="loyalty-rules-title" variant="h6" component="h2" gutterBottom>
              Rules
            </Typography>
            {!manages && (
              <Alert severity="info" sx={{ mb: 2 }}>
                An owner or manager changes the rules.
              </Alert>
            )}
            <Stack spacing={2}>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.enabled}
                    disabled={!manages}
                    onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
                  />
                }
                label="Clients earn and redeem points"
              />
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                {NUMBER_FIELDS.map(([field, label, hint]) => (
                  <TextField
                    key={field}
                    label={label}
                    type="number"
                    value={Number.isNaN(draft[field]) ? '' : draft[field]}
                    disabled={!manages}
                    onChange={(e) =>
                      setDraft({
                        ...draft,
                        [field]: e.target.value === '' ? Number.NaN : Number(e.target.value),
                      })
                    }
                    error={!!errorOf(field)}
                    helperText={errorOf(field) ?? hint}
                    slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
                  />
                ))}
                <TextField
                  label="A reward takes off"
                  value={value}
                  disabled={!manages}
                  onChange={(e) => setValue(e.target.value)}
                  error={!!errorOf('redeemValue')}
                  helperText={errorOf('redeemValue') ?? `In ${currency}`}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Box>
              {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
              {manages && (
                <Box>
                  <Button variant="contained" disabled={!parsed.success || busy} onClick={save}>
                    Save rules
                  </Button>
                </Box>
              )}
            </Stack>
          </CardContent>
        </Card>
        <Stack spacing={3}>
          <Card variant="outlined" component="section" aria-labelledby="loyalty-preview-title">
            <CardContent>
              <Typography id="loyalty-preview-title" variant="h6" component="h2" gutterBottom>
                How clients read it
              </Typography>
              {preview.length ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {preview.map((line) => (
                    <li key={line}>
                      <Typography>{line}</Typography>
                    </li>
                  ))}
                </Box>
              ) : (
                <Typography color="text.secondary">
                  The programme is off: clients neither earn nor redeem points.
                </Typography>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="loyalty-recent-title">
            <CardContent>
              <Typography id="loyalty-recent-title" variant="h6" component="h2">
                Latest moves
              </Typography>
              {programme.recent.length === 0 ? (
                <Typography color="text.secondary">No points have moved yet.</Typography>
              ) : (
                <List dense disablePadding>
                  {programme.recent.map((e) => (
                    <ListItem key={e.id} divider disableGutters>
                      <ListItemText
                        primary={`${e.clientName}: ${e.points > 0 ? '+' : ''}${e.points.toLocaleString('en-US')}`}
                        secondary={`${LOYALTY_KIND_LABELS[e.kind]} · ${e.note} · ${new Date(e.at).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Stack>
  );
}
