import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '@chairside/core/money';
import { ROI_DEFAULTS, ZRoiInput, estimateRoi, type RoiInput } from '@chairside/core/roi';
import { useDocumentTitle } from '../../ui/use-document-title';
import { MarketingFooter } from './MarketingFooter';
import { PageIntro } from './PageIntro';

type Key = keyof RoiInput;
type Unit = 'count' | 'money' | 'percent' | 'hours';

const FIELDS: { key: Key; label: string; unit: Unit; help: string }[] = [
  { key: 'stylists', label: 'Stylists', unit: 'count', help: 'People taking appointments' },
  {
    key: 'appointmentsPerStylistPerWeek',
    label: 'Appointments per stylist',
    unit: 'count',
    help: 'In a typical week',
  },
  {
    key: 'averageTicketMinor',
    label: 'Average ticket',
    unit: 'money',
    help: 'Services per visit, before tips',
  },
  {
    key: 'noShowRatePercent',
    label: 'No-show rate',
    unit: 'percent',
    help: 'Missed or late-cancelled appointments',
  },
  {
    key: 'noShowReductionPercent',
    label: 'No-show reduction',
    unit: 'percent',
    help: 'Reminders, deposits and waitlist fills',
  },
  {
    key: 'adminHoursPerWeek',
    label: 'Admin hours',
    unit: 'hours',
    help: 'Phone, texts and scheduling, per week',
  },
  {
    key: 'adminTimeSavedPercent',
    label: 'Time saved',
    unit: 'percent',
    help: 'Online booking and automatic confirmations',
  },
  {
    key: 'hourlyCostMinor',
    label: 'Hourly cost',
    unit: 'money',
    help: 'Of the person doing the admin',
  },
];

const toText = (key: Key, value: number) =>
  FIELDS.find((f) => f.key === key)?.unit === 'money' ? String(value / 100) : String(value);

const fromText = (unit: Unit, text: string) => {
  if (text.trim() === '') return Number.NaN;
  const n = Number(text);
  return unit === 'money' ? Math.round(n * 100) : n;
};

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
/** An estimate in whole currency units: cents would be false precision. */
const estimate = (minor: number) => formatMinorUnits(Math.round(minor / 100) * 100);

export default function RoiCalculatorPage() {
  useDocumentTitle('ROI calculator');
  const [text, setText] = useState<Record<Key, string>>(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f.key, toText(f.key, ROI_DEFAULTS[f.key])])) as Record<
        Key,
        string
      >,
  );

  const parsed = useMemo(
    () =>
      ZRoiInput.safeParse(
        Object.fromEntries(FIELDS.map((f) => [f.key, fromText(f.unit, text[f.key])])),
      ),
    [text],
  );
  const errors = new Map<string, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      if (!errors.has(key)) errors.set(key, issue.message);
    }
  }
  const result = parsed.success ? estimateRoi(parsed.data) : null;

  return (
    <>
      <PageIntro eyebrow="ROI calculator" title="What fewer no-shows are worth to you">
        Enter your salon&apos;s numbers. The estimate updates as you type; every assumption is yours
        to change.
      </PageIntro>
      <Box sx={{ px: 3, pb: 10, maxWidth: 1100, mx: 'auto', width: '100%' }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card>
              <CardContent sx={{ p: 3 }}>
                <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                  Your salon
                </Typography>
                <Grid
                  container
                  spacing={2}
                  component="form"
                  noValidate
                  aria-label="Your salon's numbers"
                  onSubmit={(e) => e.preventDefault()}
                >
                  {FIELDS.map((f) => (
                    <Grid key={f.key} size={{ xs: 12, sm: 6 }}>
                      <TextField
                        fullWidth
                        id={`roi-${f.key}`}
                        label={f.label}
                        value={text[f.key]}
                        onChange={(e) => setText((t) => ({ ...t, [f.key]: e.target.value }))}
                        error={errors.has(f.key)}
                        helperText={errors.get(f.key) ?? f.help}
                        slotProps={{
                          htmlInput: { inputMode: 'decimal' },
                          input: {
                            startAdornment:
                              f.unit === 'money' ? (
                                <InputAdornment position="start">$</InputAdornment>
                              ) : undefined,
                            endAdornment:
                              f.unit === 'percent' ? (
                                <InputAdornment position="end">%</InputAdornment>
                              ) : f.unit === 'hours' ? (
                                <InputAdornment position="end">hrs</InputAdornment>
                              ) : undefined,
                          },
                        }}
                      />
                    </Grid>
                  ))}
                </Grid>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
              <CardContent sx={{ p: 3 }} aria-live="polite">
                <Typography variant="h3" component="h2">
                  Your estimate
                </Typography>
                {result ? (
                  <>
                    <Typography
                      variant="overline"
                      color="text.secondary"
                      sx={{ display: 'block', mt: 2 }}
                    >
                      Each month
                    </Typography>
                    <Typography
                      variant="h1"
                      component="p"
                      color="primary"
                      data-testid="roi-monthly"
                    >
                      {estimate(result.monthlyGainMinor)}
                    </Typography>
                    <Typography color="text.secondary">
                      {estimate(result.yearlyGainMinor)} a year
                    </Typography>
                    <Divider sx={{ my: 2 }} />
                    <Stack spacing={1.25}>
                      <Row
                        label="Appointments a month"
                        value={whole(result.appointmentsPerMonth)}
                      />
                      <Row label="Missed appointments now" value={whole(result.missedPerMonth)} />
                      <Row label="Recovered appointments" value={whole(result.recoveredPerMonth)} />
                      <Row
                        label="Recovered revenue"
                        value={estimate(result.recoveredRevenueMinor)}
                      />
                      <Row
                        label="Admin hours saved"
                        value={whole(result.adminHoursSavedPerMonth)}
                      />
                      <Row label="Value of time saved" value={estimate(result.adminValueMinor)} />
                    </Stack>
                  </>
                ) : (
                  <Typography color="error" sx={{ mt: 2 }} role="alert">
                    Fix the highlighted {errors.size === 1 ? 'field' : 'fields'} to see your
                    estimate.
                  </Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Box>
      <MarketingFooter />
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Stack>
  );
}
