import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { SETTINGS_ROLES } from '@chairside/core/roles';
import { groupByCategory, reorder } from '@chairside/core/services';
import type { ServiceRecord } from '../../lib/data/converters';
import { saveServiceOrder, setServiceStatus, useServices } from '../../lib/data/services';
import { useStaff } from '../../lib/data/staff';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { NoSalonYet } from '../../app/workspace/NoSalonYet';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { CategoryCard } from './CategoryCard';
import { ServiceEditorDialog } from './ServiceEditorDialog';

/** /services: the salon's service menu, by category, live. */
export default function ServicesPage() {
  const { active } = useWorkspace();
  if (!active) return <NoSalonYet />;
  return (
    <Menu
      key={active.orgId}
      orgId={active.orgId}
      salonName={active.org?.name ?? ''}
      currency={active.org?.currency ?? 'USD'}
      canEdit={SETTINGS_ROLES.includes(active.role)}
    />
  );
}

type Editing = { service: ServiceRecord } | { category: string } | null;

function Menu(props: { orgId: string; salonName: string; currency: string; canEdit: boolean }) {
  const { orgId, salonName, currency, canEdit } = props;
  const services = useServices(orgId);
  const staff = useStaff(orgId);
  const [editing, setEditing] = useState<Editing>(null);
  const [showArchived, setShowArchived] = useState(false);
  const [notice, setNotice] = useState<{ text: string; undo?: () => void } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const active = services.items.filter((s) => s.status === 'active');
  const archived = services.items.filter((s) => s.status === 'archived');
  const groups = groupByCategory(active);
  const performers = staff.items.filter((s) => s.status === 'active' && s.role !== 'front_desk');
  const staffNames = new Map(staff.items.map((s) => [s.id, s.displayName]));

  const run = (work: Promise<unknown>) =>
    work.catch(() => setError('That change was not saved. Check your connection and try again.'));
  const move = (kind: 'service' | 'category', key: string, direction: -1 | 1) =>
    run(saveServiceOrder(orgId, reorder(active, { kind, key, direction })));
  const archive = (s: ServiceRecord) =>
    run(
      setServiceStatus(orgId, s.id, 'archived').then(() =>
        setNotice({
          text: `${s.name} archived`,
          undo: () => void run(setServiceStatus(orgId, s.id, 'active')),
        }),
      ),
    );

  return (
    <PageFrame
      title="Services"
      subtitle={`The menu clients book from at ${salonName}.`}
      actions={
        canEdit && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ category: '' })}
          >
            New service
          </Button>
        )
      }
    >
      <DataErrorAlert area="services" />
      <DataErrorAlert area="staff" />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {services.status === 'loading' && (
        <Stack spacing={2} aria-label="Loading services">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Stack>
      )}
      {services.status === 'success' && active.length === 0 && (
        <Card variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {archived.length ? 'Every service is archived' : 'Build your menu'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {canEdit
              ? 'Add what you offer, with its length and price, and who performs it. Clients book from this menu.'
              : 'The owner has not added services yet.'}
          </Typography>
          {canEdit && (
            <Button variant="contained" onClick={() => setEditing({ category: '' })}>
              Add your first service
            </Button>
          )}
        </Card>
      )}
      <Stack spacing={2}>
        {groups.map((group, i) => (
          <CategoryCard
            key={group.name}
            name={group.name}
            services={group.services}
            staffNames={staffNames}
            canEdit={canEdit}
            first={i === 0}
            last={i === groups.length - 1}
            onMoveCategory={(d) => void move('category', group.name, d)}
            onMoveService={(id, d) => void move('service', id, d)}
            onAdd={() => setEditing({ category: group.name })}
            onEdit={(service) => setEditing({ service })}
            onArchive={(s) => void archive(s)}
          />
        ))}
      </Stack>
      {archived.length > 0 && (
        <FormControlLabel
          sx={{ mt: 3 }}
          control={
            <Switch checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
          }
          label={`Show archived services (${archived.length})`}
        />
      )}
      {showArchived && archived.length > 0 && (
        <CategoryCard
          name="Archived"
          services={archived}
          staffNames={staffNames}
          canEdit={canEdit}
          archived
          onRestore={(s) => void run(setServiceStatus(orgId, s.id, 'active'))}
          onEdit={(service) => setEditing({ service })}
        />
      )}
      {editing && (
        <ServiceEditorDialog
          orgId={orgId}
          currency={currency}
          editing={editing}
          services={services.items}
          staff={performers}
          onClose={() => setEditing(null)}
        />
      )}
      <Snackbar
        open={!!notice}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        message={notice?.text}
        action={
          notice?.undo && (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                notice.undo?.();
                setNotice(null);
              }}
            >
              Undo
            </Button>
          )
        }
      />
    </PageFrame>
  );
}
