import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZSalonDetails, type SalonDetails } from '@chairside/core/salon-details';
import { DEFAULT_COUNTRY, isCountry } from '@chairside/core/countries';
import { SETTINGS_ROLES } from '@chairside/core/roles';
import { updateSalonDetails } from '../../lib/data/orgs';
import type { Org } from '../../lib/data/converters';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BookingPolicyCard } from './BookingPolicyCard';
import { SalonDetailsFields } from './SalonDetailsFields';
import { SalonGate } from '../../app/workspace/SalonGate';
import { AuditTrailCard } from './AuditTrailCard';
import { NoShowCard } from './NoShowCard';

const detailsOf = (org: Org): SalonDetails => ({
  name: org.name,
  timeZone: org.timeZone,
  currency: org.currency,
  country: isCountry(org.country) ? org.country : DEFAULT_COUNTRY,
  address: org.address,
  phone: org.phone,
  email: org.email,
  businessHours: org.businessHours,
});

/** /settings-hub: the salon's details and opening hours (owners and managers). */
export default function SalonSettingsPage() {
  useDocumentTitle('Salon settings');
  return (
    <SalonGate
      roles={SETTINGS_ROLES}
      title="Salon settings"
      denied="Only the salon’s owners and managers can change its settings."
    >
      {(salon) => <SettingsForm key={salon.orgId} org={salon.org} owner={salon.role === 'owner'} />}
    </SalonGate>
  );
}

function SettingsForm({ org, owner }: { org: Org; owner: boolean }) {
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SalonDetails>({
    resolver: zodResolver(ZSalonDetails),
    defaultValues: detailsOf(org),
  });
  const { reset, formState, handleSubmit } = form;

  // Someone else saved meanwhile: show their values unless this form has edits.
  useEffect(() => {
    if (!formState.isDirty) reset(detailsOf(org));
  }, [org, formState.isDirty, reset]);

  return (
    <Box sx={{ maxWidth: 760, width: '100%', mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1">
        Salon settings
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {org.name} · {org.slug}
      </Typography>
      <Card variant="outlined">
        <CardContent
          component="form"
          noValidate
          sx={{ p: { xs: 2, sm: 4 } }}
          onSubmit={handleSubmit(async (details) => {
            setError(null);
            try {
              await updateSalonDetails(org.id, details);
              reset(details);
              setSaved(true);
            } catch {
              setError('We could not save your changes. Check your connection and try again.');
            }
          })}
        >
          <Stack spacing={3}>
            {error && <Alert severity="error">{error}</Alert>}
            <SalonDetailsFields form={form} />
            <Stack direction="row" spacing={1.5}>
              <Button
                type="submit"
                variant="contained"
                disabled={!formState.isDirty || formState.isSubmitting}
              >
                {formState.isSubmitting ? 'Saving…' : 'Save changes'}
              </Button>
              <Button disabled={!formState.isDirty} onClick={() => reset(detailsOf(org))}>
                Discard
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <BookingPolicyCard org={org} />
      <NoShowCard orgId={org.id} />
      {owner && <AuditTrailCard orgId={org.id} />}
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message="Salon settings saved"
      />
    </Box>
  );
}
