import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@chairside/core/format';
import { formatMinorUnits } from '@chairside/core/money';
import { groupByCategory, serviceFor } from '@chairside/core/services';
import { setServicesPerformed, useServices } from '../../lib/data/services';
import type { StaffTabProps } from './staff-tabs';
import { useWrite } from '../../lib/api/write';

/** Which services this person performs, at their own price and length where set. */
export function StaffServicesTab({ org, staff, editable, onError }: StaffTabProps) {
  const services = useServices(org.id);
  const active = services.items.filter((s) => s.status === 'active');
  const current = new Set(active.filter((s) => s.staffIds.includes(staff.id)).map((s) => s.id));
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [saved, setSaved] = useState(false);
  const performs = chosen ?? current;
  const dirty =
    chosen !== null && (chosen.size !== current.size || [...chosen].some((id) => !current.has(id)));

  const saving = useWrite(
    (ids: Set<string>) => setServicesPerformed(org.id, staff.id, active, ids),
    {
      onMutate: () => setSaved(false),
      onSuccess: () => {
        setChosen(null);
        setSaved(true);
      },
      onError: () =>
        onError('The services were not saved. Only owners and managers change who performs what.'),
    },
  );

  if (services.status === 'success' && active.length === 0) {
    return (
      <Typography color="text.secondary">
        The salon has no services yet. Add them under Services.
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {saved && !dirty && <Alert severity="success">Services saved.</Alert>}
      {groupByCategory(active).map((group) => (
        <Box
          key={group.name}
          component="fieldset"
          disabled={!editable}
          sx={{ border: 0, p: 0, m: 0 }}
        >
          <Typography component="legend" variant="subtitle2" color="text.secondary">
            {group.name}
          </Typography>
          {group.services.map((s) => {
            const own = serviceFor(s, staff.id);
            return (
              <FormControlLabel
                key={s.id}
                sx={{ display: 'flex' }}
                control={
                  <Checkbox
                    checked={performs.has(s.id)}
                    disabled={!editable}
                    onChange={(e) => {
                      const next = new Set(performs);
                      if (e.target.checked) next.add(s.id);
                      else next.delete(s.id);
                      setChosen(next);
                    }}
                  />
                }
                label={
                  <span>
                    {s.name}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      · {formatDuration(own.durationMinutes)} ·{' '}
                      {formatMinorUnits(own.price, s.currency)}
                    </Typography>
                  </span>
                }
              />
            );
          })}
        </Box>
      ))}
      {editable && (
        <Box>
          <Button
            variant="contained"
            disabled={!dirty}
            loading={saving.isPending}
            onClick={() => saving.mutate(performs)}
          >
            Save services
          </Button>
        </Box>
      )}
    </Stack>
  );
}
