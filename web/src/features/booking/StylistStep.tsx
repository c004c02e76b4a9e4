// Online booking, step 2: choosing a stylist.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SalonMenu } from './booking-frame';

/** Step 2: a stylist who performs every chosen service, or anyone available. */
export function StylistStep({
  allowAnyone,
  performers,
  staffId,
  onPick,
}: {
  allowAnyone: boolean;
  performers: SalonMenu['staff'];
  staffId: string | null | undefined;
  onPick: (staffId: string | null) => void;
}) {
  return (
    <Box
      role="radiogroup"
      aria-label="Stylist"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
    >
      {allowAnyone && (
        <StylistCard
          selected={staffId === null}
          onClick={() => onPick(null)}
          name="Anyone available"
          detail="The first free stylist who offers your services"
        />
      )}
      {performers.map((m) => (
        <StylistCard
          key={m.id}
          selected={staffId === m.id}
          onClick={() => onPick(m.id)}
          name={m.displayName}
          detail={m.title}
          photoUrl={m.photoUrl}
          color={m.color}
        />
      ))}
      {performers.length === 0 && (
        <Alert severity="info">
          No single stylist offers all of these services together. Try fewer services.
        </Alert>
      )}
    </Box>
  );
}

function StylistCard(props: {
  selected: boolean;
  onClick: () => void;
  name: string;
  detail: string;
  photoUrl?: string;
  color?: string;
}) {
  return (
    <Card
      variant="outlined"
      sx={{
        borderColor: props.selected ? 'primary.main' : 'divider',
        borderWidth: props.selected ? 2 : 1,
      }}
    >
      <CardActionArea
        role="radio"
        aria-checked={props.selected}
        onClick={props.onClick}
        sx={{ p: 2 }}
      >
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <Avatar
            src={props.photoUrl || undefined}
            sx={{ bgcolor: props.color ?? 'primary.main' }}
            alt=""
          >
            {props.name === 'Anyone available' ? '★' : props.name.slice(0, 1)}
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{props.name}</Typography>
            {props.detail && (
              <Typography variant="body2" color="text.secondary">
                {props.detail}
              </Typography>
            )}
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
