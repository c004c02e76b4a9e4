import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZCreateOrgForm, type CreateOrg, type SalonDetails } from '@chairside/core/salon-details';
import { platformContracts } from '@chairside/core/contracts/platform';
import { call } from '../../lib/api/api';
import { ApiRequestError } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SalonDetailsFields } from './SalonDetailsFields';
import { newSalonDefaults, useSalonAddress } from './use-salon-address';
import { useWorkspace } from '../../app/workspace/workspace-context';

/** Onboarding: create a salon; its creator becomes the owner. */
export default function CreateSalonPage() {
  useDocumentTitle('Create your salon');
  const navigate = useNavigate();
  const { memberships, active, refresh } = useWorkspace();
  const [error, setError] = useState<string | null>(null);
  const [createdOrgId, setCreatedOrgId] = useState<string | null>(null);
  const form = useForm<CreateOrg>({
    resolver: zodResolver(ZCreateOrgForm),
    defaultValues: newSalonDefaults(),
  });
  const { register, control, setValue, setError: setFieldError, formState, handleSubmit } = form;
  const name = useWatch({ control, name: 'name' });
  const slug = useWatch({ control, name: 'slug' });

  // Go on once the workspace shows the new salon as the active one.
  useEffect(() => {
    if (createdOrgId && active?.orgId === createdOrgId)
      navigate('/owner-dashboard', { replace: true });
  }, [createdOrgId, active, navigate]);

  const setSlug = useCallback((v: string) => setValue('slug', v), [setValue]);
  const address = useSalonAddress(name, slug, setSlug);
  const slugState = address.state;

  const submit = handleSubmit(async (input) => {
    setError(null);
    try {
      const created = await call(platformContracts.createOrg, { body: input, secure: true });
      setCreatedOrgId(created.orgId);
      await refresh();
    } catch (e) {
      if (
        e instanceof ApiRequestError &&
        Array.isArray((e.body as { error?: { details?: unknown } })?.error?.details)
      ) {
        const details = (e.body as { error: { details: { path: string; message: string }[] } })
          .error.details;
        for (const d of details) setFieldError(d.path as keyof CreateOrg, { message: d.message });
      }
      setError(
        e instanceof Error ? e.message : 'We could not create your salon. Please try again.',
      );
    }
  });

  const slugHelp = formState.errors.slug?.message ?? address.help;
  const slugNote = (
    <>
      <strong>{address.preview}</strong> · {slugHelp}
    </>
  );

  return (
    <Box sx={{ maxWidth: 760, width: '100%', mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1">
        {memberships.length ? 'Create another salon' : 'Set up your salon'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        The essentials now; you can change any of it later in salon settings.
      </Typography>
      <Alert
        severity="info"
        sx={{ mb: 3 }}
        action={
          <Button component={RouterLink} to="/ai-onboarding-page" color="inherit" size="small">
            Set it up for me
          </Button>
        }
      >
        Answer a few questions and Chairside makes your menu and a website to match.
      </Alert>
      <Card variant="outlined">
        <CardContent component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack spacing={3}>
            {error && <Alert severity="error">{error}</Alert>}
            <SalonDetailsFields form={form as unknown as UseFormReturn<SalonDetails>} />
            <TextField
              label="Salon address on the web"
              required
              {...register('slug', { onChange: address.markEdited })}
              error={!!formState.errors.slug || slugState === 'taken'}
              helperText={slugNote}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formState.isSubmitting || createdOrgId !== null || slugState === 'taken'}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {formState.isSubmitting || createdOrgId ? 'Creating your salon…' : 'Create salon'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
