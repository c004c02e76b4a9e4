// The website editor's live preview.
import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import '@chairside/site/site.css';
import { SitePage } from '@chairside/site/SitePage';
import { type PublicSite } from '@chairside/core/site';
import { sanitizeSiteHtml as sanitize } from '../../lib/sanitize/site';

/** The editor's live preview of the site, at desktop or phone width. */
export function PreviewPane({
  site,
  onRegenerateHero,
  pageId,
  onOpenPage,
}: {
  site: PublicSite;
  /** The hero's Regenerate button (it shows only when this is given). */
  onRegenerateHero?: () => void;
  /** The page shown (the home page when absent). */
  pageId?: string | undefined;
  /** The site's own page links open that page here (the home page is '/'). */
  onOpenPage?: (path: string) => void;
}) {
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  // Links in the preview stay in the editor; the site's page links open the page here.
  const stayInEditor = (e: MouseEvent) => {
    const link = (e.target as HTMLElement).closest('a');
    if (!link) return;
    e.preventDefault();
    const href = link.getAttribute('href') ?? '';
    if (onOpenPage && link.closest('.cs-nav, .cs-brand') && href.startsWith('/')) onOpenPage(href);
  };

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        height: '100%',
        overflow: 'hidden',
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.75,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Live preview
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, v) => v && setDevice(v)}
          aria-label="Preview width"
        >
          <ToggleButton value="desktop" aria-label="Desktop width">
            <DesktopWindowsIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="phone" aria-label="Phone width">
            <PhoneIphoneIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        sx={{ flex: 1, overflowY: 'auto', bgcolor: 'action.hover', p: device === 'phone' ? 2 : 0 }}
      >
        <Box
          onClickCapture={stayInEditor}
          aria-label="Website preview"
          role="region"
          sx={{
            width: device === 'phone' ? 390 : '100%',
            maxWidth: '100%',
            mx: 'auto',
            boxShadow: device === 'phone' ? 4 : 0,
            borderRadius: device === 'phone' ? 2 : 0,
            overflow: 'hidden',
            '& .cs-header': { position: 'static' },
            '& .cs-hero': { minHeight: 380 },
          }}
        >
          <SitePage
            site={site}
            context={{
              appOrigin: '',
              apiBase: '/api',
              sanitize,
              preview: true,
              year: new Date().getFullYear(),
              ...(onRegenerateHero ? { onRegenerateHero } : {}),
              ...(pageId ? { pageId } : {}),
            }}
          />
        </Box>
      </Box>
    </Paper>
  );
}
