import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ZDomain } from '@chairside/core/site';
import {
  addDomain,
  deleteDomain,
  domainInstructions,
  useDomains,
  verifyDomain,
  type DnsInstructions,
  type DomainView,
} from '../../lib/data/site';
import { useWrite } from '../../lib/api/write';

const STATUS_CHIP = {
  pending: { label: 'Waiting for DNS', color: 'default' },
  verified: { label: 'Connected', color: 'success' },
  failed: { label: 'Not verified', color: 'error' },
} as const;

function copy(text: string) {
  void navigator.clipboard?.writeText(text);
}

export function DomainsCard({ orgId }: { orgId: string }) {
  const listed = useDomains(orgId);
  const domains: DomainView[] | null = listed.data?.domains ?? null;
  const [input, setInput] = useState('');
  const [shown, setShown] = useState<DnsInstructions | null>(null);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const reload = () => void listed.refetch();

  const parsed = ZDomain.safeParse(input);
  const adding = useWrite((domain: string) => addDomain(orgId, domain), {
    onSuccess: (answer) => {
      setShown(answer.instructions);
      setInput('');
      reload();
    },
  });
  const add = () => {
    if (parsed.success) adding.mutate(parsed.data);
  };
  // One domain at a time is checked or removed: its name is the busy state.
  const checking = useWrite((domain: string) => verifyDomain(domain, orgId), {
    onSuccess: (answer, domain) => {
      setProblems((p) => ({ ...p, [domain]: answer.problems }));
      reload();
    },
    onError: (err, domain) => setProblems((p) => ({ ...p, [domain]: [err.message] })),
  });
  const removing = useWrite((domain: string) => deleteDomain(domain, orgId), {
    onSuccess: (_answer, domain) => {
      if (shown?.domain === domain) setShown(null);
      reload();
    },
  });
  const busy = checking.isPending
    ? checking.variables
    : removing.isPending
      ? removing.variables
      : null;
  const instructions = useWrite((domain: string) => domainInstructions(domain, orgId), {
    onSuccess: setShown,
  });
  const verify = (domain: string) => checking.mutate(domain);
  const remove = (domain: string) => removing.mutate(domain);
  const error =
    adding.error?.message ??
    removing.error?.message ??
    instructions.error?.message ??
    listed.error?.message ??
    null;
  const dismiss = () => [adding, removing, instructions].forEach((w) => w.reset());

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Custom domains
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Show your website at your own domain, such as www.yoursalon.com. Add it here, create the
          two DNS records at your domain provider, then check. A domain serves your site only once
          both records are found.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={dismiss}>
            {error}
          </Alert>
        )}
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { sm: 'flex-start' }, mb: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <TextField
            label="Domain"
            placeholder="www.yoursalon.com"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            size="small"
            sx={{ flex: 1 }}
            error={input !== '' && !parsed.success}
            helperText={input !== '' && !parsed.success ? parsed.error.issues[0]?.message : ' '}
          />
          <Button type="submit" variant="contained" disabled={!parsed.success || adding.isPending}>
            {adding.isPending ? 'Adding…' : 'Add domain'}
          </Button>
        </Stack>
        {domains === null && !error && <Typography>Loading domains…</Typography>}
        {domains?.length === 0 && (
          <Typography color="text.secondary">No custom domains yet.</Typography>
        )}
        <Stack sx={{ gap: 1.5 }}>
          {domains?.map((d) => (
            <Box key={d.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ gap: 1, alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
                  {d.domain}
                </Typography>
                <Chip
                  size="small"
                  label={STATUS_CHIP[d.status].label}
                  color={STATUS_CHIP[d.status].color}
                />
                <Stack direction="row" sx={{ gap: 1 }}>
                  <Button size="small" onClick={() => instructions.mutate(d.domain)}>
                    DNS records
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy === d.domain}
                    onClick={() => verify(d.domain)}
                  >
                    {busy === d.domain
                      ? 'Checking…'
                      : d.status === 'verified'
                        ? 'Check again'
                        : 'Check now'}
                  </Button>
                  <Tooltip title="Remove domain">
                    <IconButton
                      size="small"
                      aria-label={`Remove ${d.domain}`}
                      disabled={busy === d.domain}
                      onClick={() => remove(d.domain)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Stack>
              {d.status === 'verified' && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  Live at{' '}
                  <Link href={`https://${d.domain}/`} target="_blank" rel="noopener">
                    https://{d.domain}
                  </Link>
                </Typography>
              )}
              {d.status !== 'verified' && d.expiresAt && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {d.heldByAnotherSalon
                    ? 'Another salon added this domain too. The first salon whose DNS records verify connects it. '
                    : ''}
                  Verify by {new Date(d.expiresAt).toLocaleString()}: until then no other salon can
                  take this domain without proving it controls the DNS.
                </Typography>
              )}
              {problems[d.domain]?.length ? (
                <Alert severity={d.status === 'verified' ? 'success' : 'warning'} sx={{ mt: 1 }}>
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {problems[d.domain]!.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </Box>
                </Alert>
              ) : null}
            </Box>
          ))}
        </Stack>
        {shown && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              DNS records for {shown.domain}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={`DNS records for ${shown.domain}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Type</TableCell>
                    <TableCell>Name</TableCell>
                    <TableCell>Value</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.records.map((r) => (
                    <TableRow key={r.type}>
                      <TableCell>{r.type}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {r.name}
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {r.value}
                        <IconButton
                          size="small"
                          aria-label={`Copy the ${r.type} value`}
                          onClick={() => copy(r.value)}
                        >
                          <ContentCopyIcon fontSize="inherit" />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {shown.note}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
