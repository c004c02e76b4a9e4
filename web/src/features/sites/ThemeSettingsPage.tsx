import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import '@chairside/site/site.css';
import { themeStyle } from '@chairside/site/SitePage';
import { SETTINGS_ROLES } from '@chairside/core/roles';
import { ZTheme, type SiteTheme } from '@chairside/core/site';
import { saveTheme, useTheme } from '../../lib/data/site';
import { PageFrame } from '../../ui/PageFrame';
import { ThemePanel } from './SitePanels';
import { SalonGate } from '../../app/workspace/SalonGate';
import { useWrite } from '../../lib/api/write';

/** /theme-settings-page: the website's colours and fonts on their own. */
export default function ThemeSettingsPage() {
  return (
    <SalonGate
      roles={SETTINGS_ROLES}
      title="Website theme"
      denied="Only the salon’s owners and managers can change the website theme."
    >
      {(salon) => <ThemeSettings key={salon.orgId} orgId={salon.orgId} />}
    </SalonGate>
  );
}

function ThemeSettings({ orgId }: { orgId: string }) {
  const saved = useTheme(orgId);
  // What the person has changed; until then, the saved theme.
  const [edited, setTheme] = useState<SiteTheme | null>(null);
  const theme = edited ?? saved.data?.theme ?? null;
  const [toast, setToast] = useState<string | null>(null);
  const saving = useWrite((t: SiteTheme) => saveTheme(orgId, t), {
    onSuccess: () =>
      setToast('Theme saved to the draft. Publish in the editor to show it to visitors.'),
  });
  const error = saving.error?.message ?? saved.error?.message ?? null;

  const valid = theme ? ZTheme.safeParse(theme).success : false;
  const save = () => {
    if (theme && valid) saving.mutate(theme);
  };

  return (
    <PageFrame
      title="Website theme"
      subtitle="Colours and fonts of your salon’s website"
      maxWidth={1000}
      actions={
        <>
          <Button component={RouterLink} to="/editor">
            Open the editor
          </Button>
          <Button variant="contained" disabled={!valid || saving.isPending} onClick={save}>
            {saving.isPending ? 'Saving…' : 'Save theme'}
          </Button>
        </>
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {!theme && !error && <Typography>Loading the theme…</Typography>}
      {theme && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '360px 1fr' }, gap: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <ThemePanel orgId={orgId} theme={theme} onChange={setTheme} />
          </Paper>
          <Paper variant="outlined" sx={{ overflow: 'hidden', alignSelf: 'start' }}>
            <Box
              className="cs-site"
              style={valid ? themeStyle({ theme }) : undefined}
              aria-label="Theme sample"
              role="region"
            >
              <div className="cs-section cs-section-tinted" style={{ padding: '40px 0' }}>
                <div className="cs-container">
                  <h2 className="cs-section-title">Fresh cuts, honest colour</h2>
                  <p className="cs-intro">
                    This is how headings, text and buttons look on your website.
                  </p>
                  <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
                    <span className="cs-button cs-button-primary">Book Appointment</span>
                    <span className="cs-button cs-button-secondary">Gift cards</span>
                    <span className="cs-button cs-button-outline">Contact Us</span>
                  </Stack>
                </div>
              </div>
              <div className="cs-section" style={{ padding: '32px 0' }}>
                <div className="cs-container">
                  <div className="cs-card" style={{ maxWidth: 320 }}>
                    <div className="cs-card-body">
                      <div className="cs-card-head">
                        <h3 className="cs-card-title">Balayage</h3>
                        <span className="cs-badge">3 hr</span>
                      </div>
                      <p className="cs-card-text">
                        Hand-painted, lived-in colour with toner and blow-dry.
                      </p>
                      <p className="cs-price">From $260</p>
                    </div>
                  </div>
                </div>
              </div>
            </Box>
          </Paper>
        </Box>
      )}
      <Snackbar
        open={toast !== null}
        autoHideDuration={5000}
        onClose={() => setToast(null)}
        message={toast}
      />
    </PageFrame>
  );
}
