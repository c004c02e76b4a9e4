// The e-mail as a client sees it, on a desktop or a phone, with sample values.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { fillPlaceholders } from '@chairside/core/campaigns';
import { previewDocument, sampleValues, type SalonLook } from './campaign-preview';

export function EmailPreview({
  subject,
  html,
  salon,
}: {
  subject: string;
  html: string;
  salon: SalonLook;
}) {
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Preview
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_e, v: 'desktop' | 'phone' | null) => v && setDevice(v)}
          aria-label="Preview on"
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Paper variant="outlined" sx={{ p: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ px: 1, pb: 1 }} noWrap>
          <strong>{salon.name}</strong> ·{' '}
          {fillPlaceholders(subject, sampleValues(salon)) || 'No subject yet'}
        </Typography>
        <Box
          component="iframe"
          title="E-mail preview"
          sandbox=""
          srcDoc={previewDocument(html, salon)}
          sx={{
            display: 'block',
            mx: 'auto',
            border: 0,
            borderRadius: 1,
            bgcolor: '#f6f5f3',
            width: device === 'phone' ? 375 : '100%',
            maxWidth: '100%',
            height: device === 'phone' ? 640 : 520,
          }}
        />
      </Paper>
      <Typography variant="caption" color="text.secondary">
        Shown with sample values (Ana, your last service). Each client sees their own.
      </Typography>
    </Stack>
  );
}
