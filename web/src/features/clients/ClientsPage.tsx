import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { searchKey } from '@chairside/core/clients';
import { slugify } from '@chairside/core/org';
import { downloadClientsCsv } from '../../lib/data/clients';
import { useStaff } from '../../lib/data/staff';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { usePreloadWhenIdle } from '../../ui/use-preload';
import { NoSalonYet } from '../../app/workspace/NoSalonYet';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { ClientResults } from './ClientResults';
import { clientPermissions } from './client-permissions';
import { useDebounced } from '../../ui/use-debounced';

// A client's card (its form, history, merge) loads when one is first opened,
// and ahead of that once the list has painted.
const loadDrawer = () => import('./ClientDrawer');
const ClientDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.ClientDrawer })));

/** /clients and /client-hub: find, add and edit the salon's clients. */
export default function ClientsPage() {
  const { active } = useWorkspace();
  if (!active) return <NoSalonYet />;
  return <ForSalon key={active.orgId} orgId={active.orgId} />;
}

/** Finds the person's own staff record first: a booth renter sees only their clients. */
function ForSalon({ orgId }: { orgId: string }) {
  const { active, user } = useWorkspace();
  const staff = useStaff(orgId);
  if (!active || staff.status === 'loading') return null;
  const myStaffId = staff.items.find((s) => s.userId === user.uid)?.id ?? null;
  return (
    <Clients
      orgId={orgId}
      salonName={active.org?.name ?? 'salon'}
      permissions={clientPermissions(active.role, myStaffId)}
    />
  );
}

function Clients({
  orgId,
  salonName,
  permissions,
}: {
  orgId: string;
  salonName: string;
  permissions: ReturnType<typeof clientPermissions>;
}) {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const search = searchKey(useDebounced(typed, 250));
  const selected = params.get('client');
  usePreloadWhenIdle(loadDrawer);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const select = useCallback(
    (id: string | null) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id) next.set('client', id);
          else next.delete('client');
          return next;
        },
        { replace: !id },
      ),
    [setParams],
  );

  const exportCsv = async () => {
    setExporting(true);
    setError(null);
    try {
      await downloadClientsCsv(orgId, `${slugify(salonName) || 'salon'}-clients.csv`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The export did not work. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageFrame
      title="Clients"
      subtitle={
        permissions.ownerStaffId ? 'Your own clients.' : `Everyone who visits ${salonName}.`
      }
      actions={
        <>
          {permissions.canExport && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              Export CSV
            </Button>
          )}
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => select('new')}>
            New client
          </Button>
        </>
      }
    >
      <DataErrorAlert area="clients" />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <TextField
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder="Search by name, phone or e-mail"
        fullWidth
        autoFocus
        slotProps={{
          htmlInput: { 'aria-label': 'Search clients' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      <Card variant="outlined">
        <ClientResults
          key={`${search ?? ''}`}
          orgId={orgId}
          search={search}
          owner={permissions.listOwner}
          onSelect={select}
          onAdd={() => select('new')}
        />
      </Card>
      {selected && (
        <Suspense fallback={null}>
          <ClientDrawer
            key={selected}
            orgId={orgId}
            clientId={selected === 'new' ? null : selected}
            permissions={permissions}
            onSelect={select}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
