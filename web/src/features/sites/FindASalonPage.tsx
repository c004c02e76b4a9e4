import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useDirectory, type DirectorySalon } from '../../lib/data/site';
import { PageFrame } from '../../ui/PageFrame';

/** /find-a-salon-page: the public directory of listed salons, searched by name or city. */
export default function FindASalonPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const found = useDirectory(q);
  const current: { salons: DirectorySalon[] } | { error: string } | null = found.data
    ? { salons: found.data.salons }
    : found.error
      ? { error: found.error.message }
      : null;
  return (
    <PageFrame
      title="Find a salon"
      subtitle="Salons on Chairside that take bookings online"
      maxWidth={1000}
    >
      <Box
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
        sx={{ display: 'flex', gap: 1, mb: 3 }}
      >
        <TextField
          label="Salon name or city"
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 60 },
          }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
      {!current && (
        <Stack sx={{ gap: 2 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      )}
      {current && 'error' in current && <Alert severity="error">{current.error}</Alert>}
      {current && 'salons' in current && current.salons.length === 0 && (
        <Alert severity="info">
          {q ? `No salons match “${q}”. Try another name or city.` : 'No salons are listed yet.'}
        </Alert>
      )}
      {current && 'salons' in current && current.salons.length > 0 && (
        <Box
          component="ul"
          aria-label="Salons"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { sm: '1fr 1fr' },
          }}
        >
          {current.salons.map((s) => (
            <Card
              component="li"
              key={s.salon_id}
              variant="outlined"
              sx={{ display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h6" component="h2">
                  {s.name}
                </Typography>
                {s.city && <Typography color="text.secondary">{s.city}</Typography>}
                {s.description && (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {s.description}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {s.services} service{s.services === 1 ? '' : 's'}
                </Typography>
              </CardContent>
              <CardActions>
                <Button href={s.booking_url} variant="contained" size="small">
                  Book
                </Button>
                <Button href={s.site_url} size="small">
                  Visit website
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
    </PageFrame>
  );
}
