// An audience as a salon thinks of it: conditions every client in it meets
// (lapsed, visited for a service or category, seen by a team member, spent
// over a period, birthday month, membership, gift card, new, tag), with its
// size counted on the server as it is edited, and who is left out and why.
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  LEFT_OUT_LABELS,
  type Audience,
  type AudienceCondition,
  type LeftOutReason,
  type MarketingChannel,
} from '@chairside/core/marketing';
import type { AudienceSizeView } from '@chairside/core/contracts/campaigns';
import { formatMinorUnits, parseMoneyInput } from '@chairside/core/money';
import { audienceSize, saveSegment, useSegments } from '../../lib/data/campaigns';
import { useDebounced } from '../../ui/use-debounced';

type Kind = AudienceCondition['kind'];

const KINDS: { kind: Kind; label: string; make: () => AudienceCondition }[] = [
  {
    kind: 'lapsed',
    label: 'Not seen for a while',
    make: () => ({ kind: 'lapsed', days: 90, includeNever: false }),
  },
  {
    kind: 'service',
    label: 'Had a service',
    make: () => ({ kind: 'service', serviceId: null, category: '' }),
  },
  { kind: 'staff', label: 'Seen by a team member', make: () => ({ kind: 'staff', staffId: '' }) },
  {
    kind: 'spend',
    label: 'Spent at least',
    make: () => ({ kind: 'spend', atLeast: 20_000, days: 365 }),
  },
  {
    kind: 'birthday',
    label: 'Birthday month',
    make: () => ({ kind: 'birthday', month: new Date().getMonth() + 1 }),
  },
  {
    kind: 'membership',
    label: 'Membership',
    make: () => ({ kind: 'membership', status: 'active' }),
  },
  { kind: 'giftCard', label: 'Holds a gift card', make: () => ({ kind: 'giftCard' }) },
  { kind: 'new', label: 'New clients', make: () => ({ kind: 'new', days: 30 }) },
  { kind: 'tag', label: 'Has a tag', make: () => ({ kind: 'tag', tag: '' }) },
];

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(2026, i, 1).toLocaleString('en-US', { month: 'long' }),
);

export interface Option {
  id: string;
  name: string;
}

function DaysField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={Number.isFinite(value) ? value : ''}
      onChange={(e) => onChange(Math.round(Number(e.target.value)))}
      slotProps={{ htmlInput: { min: 1, max: 3650 } }}
      sx={{ width: 130 }}
    />
  );
}

function ConditionFields({
  c,
  set,
  services,
  categories,
  team,
  currency,
}: {
  c: AudienceCondition;
  set: (c: AudienceCondition) => void;
  services: Option[];
  categories: string[];
  team: Option[];
  currency: string;
}) {
  switch (c.kind) {
    case 'lapsed':
      return (
        <>
          <DaysField
            label="More than (days)"
            value={c.days}
            onChange={(days) => set({ ...c, days })}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={c.includeNever}
                onChange={(e) => set({ ...c, includeNever: e.target.checked })}
              />
            }
            label="Include clients who never visited"
          />
        </>
      );
    case 'service':
      return (
        <TextField
          select
          size="small"
          label="Service or category"
          value={c.serviceId ? `s:${c.serviceId}` : c.category ? `c:${c.category}` : ''}
          onChange={(e) => {
            const v = e.target.value;
            set(
              v.startsWith('s:')
                ? { ...c, serviceId: v.slice(2), category: '' }
                : { ...c, serviceId: null, category: v.slice(2) },
            );
          }}
          sx={{ minWidth: 240 }}
        >
          {categories.map((cat) => (
            <MenuItem key={`c:${cat}`} value={`c:${cat}`}>
              Any {cat} service
            </MenuItem>
          ))}
          {services.map((s) => (
            <MenuItem key={s.id} value={`s:${s.id}`}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'staff':
      return (
        <TextField
          select
          size="small"
          label="Team member"
          value={c.staffId}
          onChange={(e) => set({ ...c, staffId: e.target.value })}
          sx={{ minWidth: 220 }}
        >
          {team.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'spend':
      return (
        <>
          <TextField
            size="small"
            label={`Amount (${currency})`}
            defaultValue={(c.atLeast / 100).toFixed(2)}
            onBlur={(e) => set({ ...c, atLeast: parseMoneyInput(e.target.value, currency) ?? 0 })}
            sx={{ width: 140 }}
            helperText={formatMinorUnits(c.atLeast, currency)}
          />
          <DaysField
            label="In the last (days)"
            value={c.days}
            onChange={(days) => set({ ...c, days })}
          />
        </>
      );
    case 'birthday':
      return (
        <TextField
          select
          size="small"
          label="Month"
          value={c.month}
          onChange={(e) => set({ ...c, month: Number(e.target.value) })}
          sx={{ minWidth: 160 }}
        >
          {MONTHS.map((m, i) => (
            <MenuItem key={m} value={i + 1}>
              {m}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'membership':
      return (
        <TextField
          select
          size="small"
          label="Status"
          value={c.status}
          onChange={(e) => set({ ...c, status: e.target.value as 'active' | 'none' | 'lapsed' })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="active">An active member</MenuItem>
          <MenuItem value="lapsed">A former member</MenuItem>
          <MenuItem value="none">Never a member</MenuItem>
        </TextField>
      );
    case 'giftCard':
      return <Typography color="text.secondary">with a balance left</Typography>;
    case 'new':
      return (
        <DaysField
          label="In the last (days)"
          value={c.days}
          onChange={(days) => set({ ...c, days })}
        />
      );
    case 'tag':
      return (
        <TextField
          size="small"
          label="Tag"
          value={c.tag}
          onChange={(e) => set({ ...c, tag: e.target.value })}
        />
      );
  }
}

/** Whether a condition is complete enough to count (a chosen service, a tag typed). */
const complete = (c: AudienceCondition) =>
  !(
    (c.kind === 'service' && !c.serviceId && !c.category) ||
    (c.kind === 'staff' && !c.staffId) ||
    (c.kind === 'tag' && !c.tag.trim())
  );

export function AudienceEditor({
  orgId,
  audience,
  onChange,
  channels,
  services,
  categories,
  team,
  currency,
  error,
}: {
  orgId: string;
  audience: Audience;
  onChange: (a: Audience) => void;
  channels: MarketingChannel[];
  services: Option[];
  categories: string[];
  team: Option[];
  currency: string;
  error?: string;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const segments = useSegments(orgId);
  const [naming, setNaming] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState('');
  const [size, setSize] = useState<AudienceSizeView | null>(null);
  const [problem, setProblem] = useState('');
  const counted = useMemo(() => ({ conditions: audience.conditions.filter(complete) }), [audience]);
  const key = useDebounced(JSON.stringify([counted, channels]), 400);
  useEffect(() => {
    const [a, ch] = JSON.parse(key) as [Audience, MarketingChannel[]];
    if (!ch.length) return;
    const abort = new AbortController();
    audienceSize(orgId, a, ch, abort.signal)
      .then((s) => {
        setSize(s);
        setProblem('');
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted)
          setProblem(e instanceof Error ? e.message : 'The audience could not be counted.');
      });
    return () => abort.abort();
  }, [orgId, key]);
  const set = (i: number, c: AudienceCondition) =>
    onChange({ conditions: audience.conditions.map((x, j) => (j === i ? c : x)) });
  const leftOut = size
    ? (Object.entries(size.leftOut) as [LeftOutReason, number][]).filter(([, n]) => n > 0)
    : [];
  return (
    <Stack sx={{ gap: 1.5 }}>
      {audience.conditions.length === 0 && (
        <Typography color="text.secondary">
          Every client of the salon. Add conditions to narrow it.
        </Typography>
      )}
      {audience.conditions.map((c, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 1.5 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600, minWidth: 170 }}>
              {i > 0 ? 'and ' : ''}
              {KINDS.find((k) => k.kind === c.kind)?.label}
            </Typography>
            <ConditionFields
              c={c}
              set={(n) => set(i, n)}
              services={services}
              categories={categories}
              team={team}
              currency={currency}
            />
            <Box sx={{ flex: 1 }} />
            <IconButton
              aria-label={`Remove the condition “${KINDS.find((k) => k.kind === c.kind)?.label}”`}
              onClick={() =>
                onChange({ conditions: audience.conditions.filter((_, j) => j !== i) })
              }
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      {segments.data && segments.data.segments.length > 0 && (
        <TextField
          select
          size="small"
          label="Use a saved segment"
          value=""
          onChange={(e) => {
            const seg = segments.data?.segments.find((x) => x.id === e.target.value);
            if (seg) onChange(seg.audience);
          }}
          sx={{ maxWidth: 320 }}
        >
          {segments.data.segments.map((seg) => (
            <MenuItem key={seg.id} value={seg.id}>
              {seg.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={(e) => setMenu(e.currentTarget)}
          disabled={audience.conditions.length >= 10}
        >
          Add a condition
        </Button>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {KINDS.map((k) => (
            <MenuItem
              key={k.kind}
              onClick={() => {
                onChange({ conditions: [...audience.conditions, k.make()] });
                setMenu(null);
              }}
            >
              {k.label}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      {naming === null ? (
        audience.conditions.length > 0 && (
          <Box>
            <Button size="small" onClick={() => setNaming('')}>
              Save as a segment
            </Button>
            {savedNote && (
              <Typography variant="body2" color="text.secondary" component="span" role="status">
                {savedNote}
              </Typography>
            )}
          </Box>
        )
      ) : (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label="Segment name"
            value={naming}
            onChange={(e) => setNaming(e.target.value)}
          />
          <Button
            size="small"
            variant="contained"
            disabled={!naming.trim()}
            onClick={() =>
              saveSegment(orgId, naming.trim(), counted)
                .then((seg) => {
                  setSavedNote(`Saved as “${seg.name}”.`);
                  setNaming(null);
                })
                .catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'Not saved.'))
            }
          >
            Save
          </Button>
          <Button size="small" onClick={() => setNaming(null)}>
            Cancel
          </Button>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {problem && <Alert severity="warning">{problem}</Alert>}
      {size && (
        <Alert severity={size.included ? 'info' : 'warning'} role="status" aria-live="polite">
          <strong>
            {size.included} of {size.matching} matching client{size.matching === 1 ? '' : 's'} will
            get it
          </strong>
          {leftOut.length > 0 && (
            <> · left out: {leftOut.map(([r, n]) => `${n} ${LEFT_OUT_LABELS[r]}`).join('; ')}</>
          )}
          <Typography variant="caption" component="div" color="text.secondary">
            Out of {size.clients} clients, as of {new Date(size.asOf).toLocaleTimeString()}.
          </Typography>
        </Alert>
      )}
    </Stack>
  );
}
