import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMinorUnits, minorToInput, parseMoneyInput } from '@chairside/core/money';
import { countDrawer, useDrawer } from '../../lib/data/payments';
import { AmountList } from './AmountList';
import { useWrite } from '../../lib/api/write';

/** "Balanced", "Over by $1.00" or "Short by $1.00". */
export function differenceLabel(difference: number, currency: string): string {
  if (difference === 0) return 'Balanced';
  const amount = formatMinorUnits(Math.abs(difference), currency);
  return difference > 0 ? `Over by ${amount}` : `Short by ${amount}`;
}

/**
 * The day's cash drawer: the float it opened with plus the cash taken (the
 * server's figure from the ledger) is what it should hold; a count records
 * what it does hold, and the difference stays with that count.
 */
export function DrawerCard({
  orgId,
  date,
  onDate,
  timeZone,
}: {
  orgId: string;
  date: string;
  onDate: (date: string) => void;
  timeZone: string;
}) {
  const drawer = useDrawer(orgId, date);
  const data = drawer.data;
  const currency = data?.currency ?? 'USD';
  const money = (n: number) => formatMinorUnits(n, currency);
  // What the person typed; until then the float of the day's last count.
  const [floatText, setFloat] = useState<string | null>(null);
  const float = floatText ?? (data ? minorToInput(data.float, data.currency) : '');
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const counting = useWrite(countDrawer, {
    onSuccess: (after) => {
      const last = after.counts.at(-1);
      if (last) {
        setSaved(`Count saved: ${differenceLabel(last.difference, after.currency).toLowerCase()}.`);
      }
      setCounted('');
      setNote('');
    },
  });
  const error =
    invalid ??
    (counting.error ? counting.error.message || 'The count was not saved. Try again.' : null);

  const floatMinor = float.trim() === '' ? 0 : parseMoneyInput(float, currency);
  const countedMinor = counted.trim() === '' ? null : parseMoneyInput(counted, currency);
  const expected = data && floatMinor !== null ? floatMinor + data.cashIn : null;
  const difference = expected !== null && countedMinor !== null ? countedMinor - expected : null;

  const save = () => {
    setError(null);
    counting.reset();
    if (floatMinor === null) return setError('Enter the opening float as an amount, like 100.');
    if (countedMinor === null) return setError('Enter the cash you counted in the drawer.');
    counting.mutate({ orgId, date, float: floatMinor, counted: countedMinor, note });
  };

  const time = (iso: string) =>
    new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone }).format(
      new Date(iso),
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="drawer-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography id="drawer-title" variant="h5" component="h2" sx={{ flex: 1 }}>
            Cash drawer
          </Typography>
          <TextField
            type="date"
            size="small"
            label="Day"
            value={date}
            onChange={(e) => e.target.value && onDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {drawer.isError && <Alert severity="error">{drawer.error.message}</Alert>}
        {!data ? (
          !drawer.isError && <Skeleton height={160} />
        ) : (
          <Stack spacing={2}>
            <AmountList
              rows={[
                {
                  label: `Cash taken (${data.payments} ${data.payments === 1 ? 'payment' : 'payments'})`,
                  value: money(data.cashIn),
                },
                { label: 'of which tips', value: money(data.tips) },
                {
                  label: 'Should be in the drawer',
                  value: expected === null ? '—' : money(expected),
                  strong: true,
                },
              ]}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                label="Opening float"
                value={float}
                onChange={(e) => setFloat(e.target.value)}
                error={floatMinor === null}
                helperText={
                  floatMinor === null ? 'Enter an amount, like 100' : 'Cash it started with'
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label="Counted"
                value={counted}
                onChange={(e) => setCounted(e.target.value)}
                error={counted.trim() !== '' && countedMinor === null}
                helperText={
                  difference === null
                    ? 'Cash in the drawer now'
                    : differenceLabel(difference, currency)
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <TextField
              label="Note (optional)"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
            {saved && (
              <Alert severity="success" onClose={() => setSaved(null)}>
                {saved}
              </Alert>
            )}
            <Button variant="contained" disabled={counting.isPending} onClick={save}>
              Save count
            </Button>
            {data.counts.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h3">
                  Counts this day
                </Typography>
                <List dense aria-label="Counts this day">
                  {[...data.counts].reverse().map((c) => (
                    <ListItem key={c.at} disableGutters>
                      <ListItemText
                        primary={`${money(c.counted)} counted · ${differenceLabel(c.difference, currency)}`}
                        secondary={`${time(c.at)} by ${c.by} · expected ${money(c.expected)}${
                          c.note ? ` · ${c.note}` : ''
                        }`}
                        slotProps={{
                          primary: { color: c.difference === 0 ? 'success.main' : 'warning.main' },
                        }}
                      />
                    </ListItem>
                  ))}
                </List>
              </Box>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
