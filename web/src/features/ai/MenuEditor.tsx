// The new owner's menu, made from their own words, to confirm line by line:
// name, category, length (marked where it is only the usual length) and price
// (empty until they give one).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { MenuLine } from '@chairside/core/ai/menu';
import { ZMenuService } from '@chairside/core/contracts/ai';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';

/** A line as the form holds it: the price and minutes as typed. */
export interface MenuRow {
  key: string;
  name: string;
  category: string;
  minutes: string;
  price: string;
  typical: boolean;
}

let rowKeys = 0;
export const rowOf = (l: MenuLine, currency: string): MenuRow => ({
  key: `row-${++rowKeys}`,
  name: l.name,
  category: l.category,
  minutes: String(l.durationMinutes),
  price: l.price === null ? '' : minorToInput(l.price, currency),
  typical: l.durationFrom === 'typical',
});

/** The rows as the API takes them, or the first problem of each row. */
export function checkRows(rows: readonly MenuRow[], currency: string) {
  const problems = new Map<string, string>();
  const services = rows.flatMap((r) => {
    if (r.price.trim() === '') {
      problems.set(r.key, 'Give this service its price');
      return [];
    }
    const parsed = ZMenuService.safeParse({
      name: r.name,
      category: r.category,
      durationMinutes: Number(r.minutes),
      price: parseMoneyInput(r.price, currency) ?? Number.NaN,
    });
    if (!parsed.success) {
      problems.set(r.key, parsed.error.issues[0]?.message ?? 'Check this line');
      return [];
    }
    return [parsed.data];
  });
  return { services, problems };
}

export function MenuEditor({
  rows,
  currency,
  problems,
  onChange,
}: {
  rows: MenuRow[];
  currency: string;
  problems: Map<string, string>;
  onChange: (rows: MenuRow[]) => void;
}) {
  const set = (key: string, patch: Partial<MenuRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const symbol =
    new Intl.NumberFormat('en-US', { style: 'currency', currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency;
  return (
    <Stack spacing={1.5}>
      {rows.map((r, i) => (
        <Box
          key={r.key}
          role="group"
          aria-label={`Service ${i + 1}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr auto', sm: '2fr 1.3fr 1fr 1fr auto' },
            gap: 1,
            alignItems: 'start',
            pb: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <TextField
            size="small"
            label="Service"
            value={r.name}
            onChange={(e) => set(r.key, { name: e.target.value })}
            sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}
          />
          <TextField
            size="small"
            label="Category"
            value={r.category}
            onChange={(e) => set(r.key, { category: e.target.value })}
            sx={{ gridRow: { xs: 2, sm: 'auto' } }}
          />
          <TextField
            size="small"
            label="Minutes"
            inputMode="numeric"
            value={r.minutes}
            onChange={(e) => set(r.key, { minutes: e.target.value, typical: false })}
            helperText={r.typical ? 'Usual length: check it' : undefined}
            sx={{ gridRow: { xs: 2, sm: 'auto' } }}
          />
          <TextField
            size="small"
            label="Price"
            inputMode="decimal"
            value={r.price}
            onChange={(e) => set(r.key, { price: e.target.value })}
            error={problems.has(r.key)}
            helperText={problems.get(r.key)}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
            }}
            sx={{ gridRow: { xs: 3, sm: 'auto' }, gridColumn: { xs: '1 / 3', sm: 'auto' } }}
          />
          <IconButton
            aria-label={`Remove ${r.name || 'this service'}`}
            onClick={() => onChange(rows.filter((x) => x.key !== r.key))}
            sx={{ gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 3, sm: 'auto' } }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {rows.length === 0 && (
        <Typography color="text.secondary">
          No services yet: write them above, or add one.
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          onChange([
            ...rows,
            {
              key: `row-${++rowKeys}`,
              name: '',
              category: '',
              minutes: '60',
              price: '',
              typical: false,
            },
          ])
        }
      >
        Add a service
      </Button>
    </Stack>
  );
}
