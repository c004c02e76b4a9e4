// Online booking, step 1: choosing services.
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PublicService } from '@chairside/core/booking';
import type { SalonMenu } from './booking-frame';
import { minutes, money } from './booking-format';

/** Step 1: the menu by category; up to five services together. */
export function ServicesStep({
  salon,
  services,
  chosen,
  onToggle,
}: {
  salon: SalonMenu['salon'];
  services: PublicService[];
  chosen: string[];
  onToggle: (serviceId: string) => void;
}) {
  const categories = useMemo(() => {
    const map = new Map<string, PublicService[]>();
    for (const s of services)
      map.set(s.category || 'Other', [...(map.get(s.category || 'Other') ?? []), s]);
    return [...map];
  }, [services]);

  return (
    <Stack sx={{ gap: 3 }}>
      {services.length === 0 && (
        <Alert severity="info">
          This salon is not taking online bookings right now. Please call them
          {salon.phone ? ` on ${salon.phone}` : ''}.
        </Alert>
      )}
      {categories.map(([category, list]) => (
        <Box key={category}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {category}
          </Typography>
          <Stack sx={{ gap: 1 }}>
            {list.map((s) => {
              const selected = chosen.includes(s.id);
              const prices = s.staff.map((x) => x.price);
              const low = Math.min(s.price, ...prices);
              const high = Math.max(s.price, ...prices);
              return (
                <Card
                  key={s.id}
                  variant="outlined"
                  sx={{ borderColor: selected ? 'primary.main' : 'divider' }}
                >
                  <CardActionArea
                    onClick={() => onToggle(s.id)}
                    role="checkbox"
                    aria-checked={selected}
                    aria-label={`${s.name}, ${minutes(s.durationMinutes)}, ${money(low, s.currency)}`}
                  >
                    <Stack direction="row" sx={{ p: 2, gap: 1.5, alignItems: 'flex-start' }}>
                      <Checkbox
                        checked={selected}
                        tabIndex={-1}
                        sx={{ p: 0, mt: 0.25 }}
                        inputProps={{ 'aria-hidden': true }}
                      />
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>{s.name}</Typography>
                        {s.description && (
                          <Typography variant="body2" color="text.secondary">
                            {s.description}
                          </Typography>
                        )}
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          {minutes(s.durationMinutes)}
                        </Typography>
                      </Box>
                      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                        {low === high ? money(low, s.currency) : `from ${money(low, s.currency)}`}
                      </Typography>
                    </Stack>
                  </CardActionArea>
                </Card>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
