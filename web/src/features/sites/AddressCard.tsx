import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZSlug } from '@chairside/core/org';
import { checkSubdomain, registerSubdomain, siteUrl } from '../../lib/data/site';
import { useWrite } from '../../lib/api/write';

export function AddressCard({
  orgId,
  slug,
  owner,
}: {
  orgId: string;
  slug: string;
  owner: boolean;
}) {
  const [value, setValue] = useState(slug);
  const [check, setCheck] = useState<{ for: string; available: boolean; message: string } | null>(
    null,
  );
  const [toast, setToast] = useState<string | null>(null);
  const parsed = ZSlug.safeParse(value);
  const localError =
    value !== slug && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  useEffect(() => {
    if (value === slug || !parsed.success) return;
    const timer = setTimeout(() => {
      checkSubdomain(value)
        .then((r) => setCheck({ for: value, available: r.available, message: r.message }))
        .catch(() => undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [value, slug, parsed.success]);

  const current = check?.for === value ? check : null;
  const saving = useWrite((address: string) => registerSubdomain(orgId, address), {
    onSuccess: (answer) => setToast(`Your website now lives at ${answer.url}`),
    onError: (err, address) => setCheck({ for: address, available: false, message: err.message }),
  });
  const save = () => saving.mutate(value);

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Website address
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your site is always at{' '}
          <Link href={siteUrl(slug)} target="_blank" rel="noopener">
            {siteUrl(slug).replace(/\/$/, '')}
          </Link>
          . Changing the address also changes your online booking link; the old address stops
          working.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label="Address"
            value={value}
            onChange={(e) => setValue(e.target.value.toLowerCase().trim())}
            disabled={!owner}
            size="small"
            sx={{ flex: 1 }}
            error={Boolean(localError) || current?.available === false}
            helperText={
              !owner
                ? 'Only the owner can change the address.'
                : (localError ?? current?.message ?? 'Lowercase letters, digits and single hyphens')
            }
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    .{new URL(siteUrl('x')).host.replace(/^x\./, '')}
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            variant="contained"
            disabled={!owner || value === slug || !current?.available || saving.isPending}
            onClick={save}
          >
            {saving.isPending ? 'Saving…' : 'Change address'}
          </Button>
        </Stack>
        <Snackbar
          open={toast !== null}
          autoHideDuration={5000}
          onClose={() => setToast(null)}
          message={toast}
        />
      </CardContent>
    </Card>
  );
}
