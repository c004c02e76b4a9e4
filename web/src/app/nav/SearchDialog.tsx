// The salon search (Ctrl/Cmd-K, or the search button in the salon bar):
// pages from the salon's menu at once, then clients, their appointments,
// products and gift cards from the API as the person pauses typing. Arrow
// keys move, Enter opens, Escape closes.
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { Role } from '@chairside/core/roles';
import type { SearchHit } from '@chairside/core/search';
import { useSalonSearch } from '../../lib/data/search';
import { isRegisteredPath } from '../routes/route-table';
import { navFor } from './salon-nav';
import { useDebounced } from '../../ui/use-debounced';

const KIND_LABELS: Record<SearchHit['kind'] | 'page', string> = {
  page: 'Pages',
  client: 'Clients',
  appointment: 'Appointments',
  product: 'Products',
  gift_card: 'Gift cards',
};

type Row = {
  key: string;
  kind: SearchHit['kind'] | 'page';
  title: string;
  detail: string;
  to: string;
};

export function SearchDialog({
  orgId,
  role,
  open,
  onClose,
}: {
  orgId: string;
  role: Role;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(typed.trim(), 200);
  const answer = useSalonSearch(orgId, q);

  const rows: Row[] = useMemo(() => {
    const needle = typed.trim().toLowerCase();
    const pages: Row[] = needle
      ? navFor(role, isRegisteredPath)
          .flatMap((s) => s.items.map((i) => ({ ...i, section: s.title })))
          .filter((i) => i.label.toLowerCase().includes(needle))
          .map((i) => ({
            key: `page:${i.to}`,
            kind: 'page',
            title: i.label,
            detail: i.section,
            to: i.to,
          }))
      : [];
    const found: Row[] =
      q.length >= 2 && q === typed.trim()
        ? (answer.data?.hits ?? []).map((h) => ({ ...h, key: `${h.kind}:${h.id}` }))
        : [];
    return [...pages, ...found];
  }, [typed, q, role, answer.data]);

  const go = (row: Row | undefined) => {
    if (!row) return;
    onClose();
    setTyped('');
    navigate(row.to);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, rows.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(rows[active]);
    }
  };

  const groups = rows.reduce<Map<Row['kind'], Row[]>>((m, r) => {
    m.set(r.kind, [...(m.get(r.kind) ?? []), r]);
    return m;
  }, new Map());
  const searching = q.length >= 2 && answer.isFetching;
  let index = -1;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="search-title"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}
    >
      <Typography id="search-title" sx={{ position: 'absolute', left: -9999 }}>
        Search the salon
      </Typography>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Clients, appointments, products, gift cards, pages…"
          slotProps={{
            htmlInput: {
              'aria-label': 'Search the salon',
              role: 'combobox',
              'aria-expanded': rows.length > 0,
              'aria-controls': 'search-results',
              'aria-activedescendant': rows[active] ? `search-${active}` : undefined,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <List
        id="search-results"
        role="listbox"
        aria-label="Results"
        dense
        sx={{ maxHeight: '60vh', overflowY: 'auto', pt: 0 }}
      >
        {[...groups].map(([kind, list]) => (
          <li key={kind}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ lineHeight: 2.5 }}>{KIND_LABELS[kind]}</ListSubheader>
              {list.map((r) => {
                index += 1;
                const i = index;
                return (
                  <ListItemButton
                    key={r.key}
                    id={`search-${i}`}
                    role="option"
                    aria-selected={i === active}
                    selected={i === active}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => go(r)}
                  >
                    <ListItemText primary={r.title} secondary={r.detail} />
                  </ListItemButton>
                );
              })}
            </ul>
          </li>
        ))}
      </List>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, pb: 2 }}
        role="status"
        aria-live="polite"
      >
        {typed.trim().length < 2
          ? 'Type a name, phone number, e-mail, product or gift card code.'
          : searching
            ? 'Searching…'
            : answer.error
              ? `The search could not be done: ${answer.error.message}`
              : rows.length
                ? `${rows.length} found. Use the arrow keys and Enter.`
                : 'Nothing found.'}
      </Typography>
    </Dialog>
  );
}
