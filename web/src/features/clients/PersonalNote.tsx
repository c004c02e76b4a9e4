// A personal note for this client's rebooking message, written from their
// own visits (last visit, usual service and stylist), ending with the salon's
// booking link: copy it into a text, an e-mail or the salon's messages.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { writePersonalNote } from '../../lib/data/ai';
import { useWrite } from '../../lib/api/write';
import { writerName } from '../../ui/ai/ai-text';

export function PersonalNote({ orgId, clientId }: { orgId: string; clientId: string }) {
  const [note, setNote] = useState<{ text: string; by: string } | null>(null);
  const [seed, setSeed] = useState(0);
  const [copyError, setCopyError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const writing = useWrite((next: number) => writePersonalNote({ orgId, clientId, seed: next }), {
    onMutate: () => {
      setCopied(false);
      setCopyError(null);
    },
    onSuccess: (a, next) => {
      setNote({ text: a.note, by: writerName(a) });
      setSeed(next);
    },
  });
  const busy = writing.isPending;
  const write = (next: number) => writing.mutate(next);
  const error = writing.error?.message ?? copyError;
  return (
    <Box component="section" aria-labelledby={`note-${clientId}`} sx={{ my: 2 }}>
      <Typography variant="subtitle2" component="h3" id={`note-${clientId}`}>
        A personal note
      </Typography>
      {!note && (
        <Button startIcon={<AutoAwesomeOutlined />} onClick={() => write(0)} disabled={busy}>
          Write a rebooking note
        </Button>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {note && (
        <Stack sx={{ gap: 1, mt: 1 }}>
          <Typography sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            {note.text}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            From their visits, by {note.by}. {'{{booking_link}}'} becomes your booking link when
            sent from a campaign.
          </Typography>
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button
              size="small"
              onClick={() =>
                void navigator.clipboard.writeText(note.text).then(
                  () => setCopied(true),
                  () => setCopyError('Copying is not allowed here: select the text instead.'),
                )
              }
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button size="small" onClick={() => write(seed + 1)} disabled={busy}>
              Try another
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
