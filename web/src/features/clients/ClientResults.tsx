import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CLIENT_PAGE_SIZE, fullName } from '@chairside/core/clients';
import { formatDate } from '@chairside/core/format';
import { useClients } from '../../lib/data/clients';
import type { ClientRecord } from '../../lib/data/converters';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { usePhoneFormat } from '../../app/workspace/use-phone-format';

interface Props {
  orgId: string;
  search: string | null;
  owner: string | null | 'all';
  onSelect: (id: string) => void;
  onAdd: () => void;
}

/**
 * The matching clients, a page at a time: each page is its own live query
 * that starts after the previous page's last client, so reads stay at one
 * page per page shown however many clients the salon has.
 */
/** Where a page of the list starts: after the last client of the page before it. */
type Cursor = QueryDocumentSnapshot | null;

export function ClientResults(props: Props) {
  const [cursors, setCursors] = useState<Cursor[]>([null]);
  const [ends, setEnds] = useState<Record<number, { last: Cursor; full: boolean; count: number }>>(
    {},
  );
  const lastPage = ends[cursors.length - 1];
  const total = Object.values(ends).reduce((sum, e) => sum + e.count, 0);
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('md'));

  const pages = cursors.map((after, i) => (
    <ResultPage
      key={i}
      {...props}
      after={after}
      wide={wide}
      onLoaded={(end) =>
        setEnds((current) =>
          current[i]?.last === end.last && current[i]?.count === end.count
            ? current
            : { ...current, [i]: end },
        )
      }
    />
  ));

  return (
    <Box>
      {wide ? (
        <Table aria-label="Clients" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Tags</TableCell>
              <TableCell>Last visit</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>{pages}</TableBody>
        </Table>
      ) : (
        <Box component="ul" aria-label="Clients" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {pages}
        </Box>
      )}
      {lastPage && lastPage.count === 0 && cursors.length === 1 && (
        <Stack sx={{ p: 4, alignItems: 'center', gap: 1, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {props.search ? 'No client matches that search' : 'No clients yet'}
          </Typography>
          <Typography color="text.secondary">
            {props.search
              ? 'Search by the start of a first or last name, a phone number or an e-mail address.'
              : 'Add your first client, or they will appear here as they book.'}
          </Typography>
          <Button variant="outlined" onClick={props.onAdd} sx={{ mt: 1 }}>
            New client
          </Button>
        </Stack>
      )}
      {lastPage?.full && (
        <Stack
          direction="row"
          sx={{ p: 1.5, justifyContent: 'center', alignItems: 'center', gap: 2 }}
        >
          <Typography variant="body2" color="text.secondary">
            Showing {total}
          </Typography>
          <Button onClick={() => setCursors((c) => [...c, lastPage.last])}>Show more</Button>
        </Stack>
      )}
    </Box>
  );
}

function ResultPage({
  orgId,
  search,
  owner,
  after,
  wide,
  onSelect,
  onLoaded,
}: Props & {
  after: Cursor;
  wide: boolean;
  onLoaded: (end: { last: Cursor; full: boolean; count: number }) => void;
}) {
  const result = useClients(orgId, { search, owner, after });
  const { status, items, last } = result;
  useEffect(() => {
    if (status === 'success')
      onLoaded({ last, full: items.length === CLIENT_PAGE_SIZE, count: items.length });
  }, [status, last, items.length, onLoaded]);

  if (status === 'loading') {
    return wide ? (
      <TableRow>
        <TableCell colSpan={5}>
          <Skeleton aria-label="Loading clients" height={120} variant="rounded" />
        </TableCell>
      </TableRow>
    ) : (
      <li>
        <Skeleton aria-label="Loading clients" height={120} variant="rounded" sx={{ m: 2 }} />
      </li>
    );
  }
  return items.map((c) =>
    wide ? (
      <ClientRow key={c.id} client={c} onSelect={onSelect} />
    ) : (
      <ClientItem key={c.id} client={c} onSelect={onSelect} />
    ),
  );
}

const nameLink = (c: ClientRecord, onSelect: (id: string) => void) => (
  <Link
    component="button"
    type="button"
    underline="hover"
    onClick={() => onSelect(c.id)}
    sx={{ fontWeight: 600, textAlign: 'left', color: 'text.primary' }}
  >
    {fullName(c)}
  </Link>
);

function ClientRow({
  client: c,
  onSelect,
}: {
  client: ClientRecord;
  onSelect: (id: string) => void;
}) {
  const formatPhone = usePhoneFormat();
  return (
    <TableRow hover onClick={() => onSelect(c.id)} sx={{ cursor: 'pointer' }}>
      <TableCell>{nameLink(c, onSelect)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.phone ? formatPhone(c.phone) : '—'}</TableCell>
      <TableCell>{c.email || '—'}</TableCell>
      <TableCell>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {c.tags.slice(0, 3).map((t) => (
            <Chip key={t} size="small" label={t} />
          ))}
          {c.tags.length > 3 && (
            <Chip size="small" variant="outlined" label={`+${c.tags.length - 3}`} />
          )}
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {c.lastVisitAt ? formatDate(c.lastVisitAt) : 'No visits yet'}
      </TableCell>
    </TableRow>
  );
}

function ClientItem({
  client: c,
  onSelect,
}: {
  client: ClientRecord;
  onSelect: (id: string) => void;
}) {
  const formatPhone = usePhoneFormat();
  return (
    <Box component="li" sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      {nameLink(c, onSelect)}
      <Typography variant="body2" color="text.secondary">
        {[c.phone && formatPhone(c.phone), c.email].filter(Boolean).join(' · ') ||
          'No contact details'}
      </Typography>
    </Box>
  );
}
