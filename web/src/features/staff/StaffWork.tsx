// A team member's work on their profile: the portfolio's photos they did
// (each client consented), and which of them the site shows.
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePortfolio } from '../../lib/data/social';

export function StaffWork({
  orgId,
  staffId,
  name,
}: {
  orgId: string;
  staffId: string;
  name: string;
}) {
  const portfolio = usePortfolio(orgId);
  const theirs = portfolio.data?.photos.filter((p) => p.staffId === staffId) ?? [];
  if (!portfolio.data) return null;
  return (
    <Box component="section" aria-labelledby="staff-work-title" sx={{ mt: 4, maxWidth: 640 }}>
      <Typography variant="h6" component="h3" id="staff-work-title" sx={{ mb: 1 }}>
        {name}’s work
      </Typography>
      {theirs.length === 0 ? (
        <Typography color="text.secondary">
          No photos yet.{' '}
          <Link component={RouterLink} to="/social-portfolio">
            Add their work to the portfolio
          </Link>{' '}
          (with each client’s consent).
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {theirs.map((p) => (
            <Stack key={p.id} sx={{ gap: 0.5 }}>
              <Box
                component="img"
                src={p.photoUrl}
                alt={p.caption || p.serviceNames.join(', ') || `Work by ${name}`}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
              />
              <Typography variant="caption">{p.serviceNames.join(', ')}</Typography>
              {p.showOnSite && (
                <Chip size="small" label="On the site" sx={{ alignSelf: 'flex-start' }} />
              )}
            </Stack>
          ))}
        </Box>
      )}
    </Box>
  );
}
