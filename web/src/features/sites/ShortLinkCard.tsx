// The salon's short link and its QR code: for a counter card, a mirror
// sticker or an Instagram bio. It opens the booking page; the PNG is made by
// the API (GET /api/s/qr.png) and can be downloaded for print.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';

export function ShortLinkCard({ slug, name }: { slug: string; name: string }) {
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/s?salon=${encodeURIComponent(slug)}`;
  const qr = `/api/s/qr.png?salon=${encodeURIComponent(slug)}`;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Short link and QR code
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Print it at the desk or share it anywhere: it opens your booking page.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, alignItems: 'center' }}>
          <Box
            component="img"
            src={qr}
            alt={`QR code that opens ${name}’s booking page`}
            width={160}
            height={160}
            sx={{ borderRadius: 1, bgcolor: '#fff', p: 0.5, border: 1, borderColor: 'divider' }}
          />
          <Stack sx={{ gap: 1.5, minWidth: 0 }}>
            <Link href={link} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
              {link}
            </Link>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                onClick={() =>
                  void navigator.clipboard.writeText(link).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={qr}
                download={`${slug}-qr.png`}
              >
                Download QR code
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
