import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { fullName, searchKey } from '@chairside/core/clients';
import type { Role } from '@chairside/core/roles';
import { createRecurringBookings, createStaffBooking } from '../../lib/data/bookings';
import { useClients } from '../../lib/data/clients';
import type { ClientRecord, ServiceRecord, StaffRecord } from '../../lib/data/converters';
import { minutes, money } from '../booking/booking-format';
import { clientPermissions } from '../clients/client-permissions';
import { RepeatedHourChoice, resolveReading } from './RepeatedHourChoice';
import { FreeTimes } from './FreeTimes';
import { useWrite } from '../../lib/api/write';
import { usePhoneFormat } from '../../app/workspace/use-phone-format';

export interface NewBookingDraft {
  date: string;
  time: string;
  /** The instant meant, when the time happens twice that night (clocks going back). */
  start?: string;
  staffId: string;
  walkIn: boolean;
}

const REPEATS = {
  none: null,
  weekly: { frequency: 'weekly', every: 1 },
  biweekly: { frequency: 'weekly', every: 2 },
  every4: { frequency: 'weekly', every: 4 },
  monthly: { frequency: 'monthly', every: 1 },
} as const;
type Repeat = keyof typeof REPEATS;

/** Books from the appointment book: services, stylist, time, client or walk-in, optional repeat. */
export function NewBookingDialog(props: {
  orgId: string;
  timeZone: string;
  role: Role;
  myStaffId: string | null;
  draft: NewBookingDraft;
  staff: StaffRecord[];
  services: ServiceRecord[];
  onClose: () => void;
  onMessage: (text: string) => void;
}) {
  const formatPhone = usePhoneFormat();
  const { orgId, timeZone, draft } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [staffId, setStaffId] = useState(draft.staffId);
  const [date, setDate] = useState(draft.date);
  const [time, setTime] = useState(draft.time);
  /** The free time picked, as its instant: the two passes of 01:30 on the night clocks go back differ. */
  const [picked, setPicked] = useState<number | null>(draft.start ? Date.parse(draft.start) : null);
  const resolved = resolveReading(date, time, timeZone, picked);
  const [walkIn, setWalkIn] = useState(draft.walkIn);
  const [walkInName, setWalkInName] = useState('');
  const [client, setClient] = useState<ClientRecord | null>(null);
  const [clientSearch, setClientSearch] = useState('');
  const [notes, setNotes] = useState('');
  const [repeat, setRepeat] = useState<Repeat>('none');
  const [count, setCount] = useState(6);
  const [report, setReport] = useState<{ date: string; status: string; reason?: string }[] | null>(
    null,
  );
  const key = useRef(crypto.randomUUID());

  const { listOwner } = clientPermissions(props.role, props.myStaffId);
  const search = searchKey(clientSearch);
  const clients = useClients(orgId, { search, owner: listOwner, after: null });
  const performers = props.staff.filter((s) =>
    serviceIds.every((id) => props.services.find((x) => x.id === id)?.staffIds.includes(s.id)),
  );
  const chosen = serviceIds.map((id) => props.services.find((s) => s.id === id)!).filter(Boolean);
  const priceOf = (s: ServiceRecord) => s.staffOverrides[staffId]?.price ?? s.price;
  const lengthOf = (s: ServiceRecord) =>
    s.staffOverrides[staffId]?.durationMinutes ?? s.durationMinutes;
  const bookableServices = useMemo(
    () => props.services.filter((s) => s.staffIds.length > 0),
    [props.services],
  );
  const staffOk = performers.some((s) => s.id === staffId);

  const book = useWrite(
    async (): Promise<{ message: string; done: boolean }> => {
      const base = {
        orgId,
        serviceIds,
        staffId,
        start: new Date(resolved!.instant).toISOString(),
        clientId: walkIn ? null : (client?.id ?? null),
        walkIn,
        walkInName: walkIn ? walkInName : '',
        notes,
        idempotencyKey: key.current,
      };
      const r = REPEATS[repeat];
      if (!r) {
        await createStaffBooking(base);
        return { message: walkIn ? 'Walk-in booked' : 'Appointment booked', done: true };
      }
      const res = await createRecurringBookings({ ...base, ...r, count });
      setReport(res.occurrences);
      return {
        message: `${res.booked} of ${res.occurrences.length} appointments booked`,
        done: res.conflicted === 0,
      };
    },
    {
      onSuccess: ({ message, done }) => {
        props.onMessage(message);
        if (done) props.onClose();
      },
      // A refused request used its key: the next attempt is a new request.
      onError: () => (key.current = crypto.randomUUID()),
    },
  );
  const busy = book.isPending;

  const ready =
    serviceIds.length > 0 && staffOk && resolved !== null && (walkIn || client !== null);
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="new-booking-title"
    >
      <DialogTitle id="new-booking-title">{walkIn ? 'Walk-in' : 'New appointment'}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {book.error && <Alert severity="error">{book.error.message}</Alert>}
          {report && (
            <Alert severity="warning">
              Some dates could not be booked:
              <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                {report
                  .filter((o) => o.status !== 'booked')
                  .map((o) => (
                    <li key={o.date}>
                      {o.date}: {o.reason}
                    </li>
                  ))}
              </ul>
            </Alert>
          )}
          <Autocomplete
            multiple
            options={bookableServices}
            getOptionLabel={(s) => s.name}
            groupBy={(s) => s.category}
            value={chosen}
            onChange={(_, list) => {
              setServiceIds(list.slice(0, 5).map((s) => s.id));
            }}
            renderInput={(params) => <TextField {...params} label="Services" required />}
            renderOption={(p, s) => {
              const { key: k, ...rest } = p;
              return (
                <li key={k} {...rest}>
                  <Stack direction="row" sx={{ width: '100%', gap: 1 }}>
                    <span style={{ flex: 1 }}>{s.name}</span>
                    <Typography variant="body2" color="text.secondary">
                      {minutes(s.durationMinutes)} · {money(s.price, s.currency)}
                    </Typography>
                  </Stack>
                </li>
              );
            }}
          />
          <TextField
            select
            label="Stylist"
            value={staffOk || serviceIds.length === 0 ? staffId : ''}
            onChange={(e) => {
              setStaffId(e.target.value);
            }}
            error={serviceIds.length > 0 && !staffOk}
            helperText={
              serviceIds.length > 0 && !staffOk
                ? 'This stylist does not offer all the chosen services'
                : ' '
            }
          >
            {(serviceIds.length ? performers : props.staff).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.displayName}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ gap: 1.5 }}>
            <TextField
              type="date"
              label="Date"
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setPicked(null);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            />
            <TextField
              type="time"
              label="Start"
              value={time}
              onChange={(e) => {
                setTime(e.target.value);
                setPicked(null);
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <RepeatedHourChoice
            date={date}
            time={time}
            timeZone={timeZone}
            value={picked}
            onChange={setPicked}
          />
          <FreeTimes
            key={`${date}|${serviceIds.join(',')}|${staffId}`}
            orgId={orgId}
            date={date}
            serviceIds={serviceIds}
            staffId={staffOk ? staffId : ''}
            timeZone={timeZone}
            picked={resolved?.instant ?? null}
            onPick={(s) => {
              setTime(s.time);
              setPicked(Date.parse(s.start));
            }}
          />
          <FormControlLabel
            control={<Switch checked={walkIn} onChange={(e) => setWalkIn(e.target.checked)} />}
            label="Walk-in without a client record"
          />
          {walkIn ? (
            <TextField
              label="Name (optional)"
              value={walkInName}
              onChange={(e) => setWalkInName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          ) : (
            <Autocomplete
              options={clients.items}
              value={client}
              onChange={(_, c) => setClient(c)}
              inputValue={clientSearch}
              onInputChange={(_, v) => setClientSearch(v)}
              filterOptions={(x) => x}
              getOptionLabel={(c) => `${fullName(c)}${c.phone ? ` · ${formatPhone(c.phone)}` : ''}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={clients.status === 'loading'}
              noOptionsText={
                clientSearch
                  ? 'No client found. Add them under Clients first, or book as a walk-in.'
                  : 'Type a name, e-mail or phone'
              }
              renderInput={(params) => <TextField {...params} label="Client" required />}
            />
          )}
          {!walkIn && (
            <Stack direction="row" sx={{ gap: 1.5 }}>
              <TextField
                select
                label="Repeat"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value as Repeat)}
                sx={{ flex: 2 }}
              >
                <MenuItem value="none">Does not repeat</MenuItem>
                <MenuItem value="weekly">Every week</MenuItem>
                <MenuItem value="biweekly">Every 2 weeks</MenuItem>
                <MenuItem value="every4">Every 4 weeks</MenuItem>
                <MenuItem value="monthly">Every month</MenuItem>
              </TextField>
              {repeat !== 'none' && (
                <TextField
                  type="number"
                  label="Times"
                  value={count}
                  onChange={(e) => setCount(Math.max(2, Math.min(52, Number(e.target.value) || 2)))}
                  slotProps={{ htmlInput: { min: 2, max: 52 } }}
                  sx={{ flex: 1 }}
                />
              )}
            </Stack>
          )}
          <TextField
            label="Notes"
            multiline
            minRows={2}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {chosen.length > 0 && (
            <Typography color="text.secondary">
              {minutes(chosen.reduce((sum, s) => sum + lengthOf(s), 0))} ·{' '}
              {money(
                chosen.reduce((sum, s) => sum + priceOf(s), 0),
                chosen[0]!.currency,
              )}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => book.mutate()}>
          {busy ? 'Booking…' : 'Book'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
