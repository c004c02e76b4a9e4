import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import { formatDuration } from '@chairside/core/format';
import { formatMinorUnits } from '@chairside/core/money';
import { priceRange } from '@chairside/core/services';
import type { ServiceRecord } from '../../lib/data/converters';

interface Props {
  name: string;
  services: ServiceRecord[];
  staffNames: Map<string, string>;
  canEdit: boolean;
  first?: boolean;
  last?: boolean;
  archived?: boolean;
  onMoveCategory?: (direction: -1 | 1) => void;
  onMoveService?: (id: string, direction: -1 | 1) => void;
  onAdd?: () => void;
  onEdit: (s: ServiceRecord) => void;
  onArchive?: (s: ServiceRecord) => void;
  onRestore?: (s: ServiceRecord) => void;
}

function Action(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  icon: React.ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          onClick={props.onClick}
          disabled={props.disabled}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function price(s: ServiceRecord) {
  const { min, max } = priceRange(s);
  return min === max
    ? formatMinorUnits(min, s.currency)
    : `${formatMinorUnits(min, s.currency)}–${formatMinorUnits(max, s.currency)}`;
}

/** One category of the menu with its services, in order. */
export function CategoryCard(props: Props) {
  const { name, services, staffNames, canEdit, archived } = props;
  return (
    <Card variant="outlined" component="section" aria-labelledby={`category-${name}`}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5, pb: 1, gap: 1 }}>
        <Typography id={`category-${name}`} variant="h6" component="h2" sx={{ flex: 1 }}>
          {name}{' '}
          <Typography component="span" color="text.secondary" variant="body2">
            · {services.length}
          </Typography>
        </Typography>
        {canEdit && !archived && (
          <>
            <Action
              label={`Move ${name} up`}
              icon={<ArrowUpwardIcon />}
              disabled={props.first}
              onClick={() => props.onMoveCategory?.(-1)}
            />
            <Action
              label={`Move ${name} down`}
              icon={<ArrowDownwardIcon />}
              disabled={props.last}
              onClick={() => props.onMoveCategory?.(1)}
            />
            <Action
              label={`Add a service to ${name}`}
              icon={<AddIcon />}
              onClick={() => props.onAdd?.()}
            />
          </>
        )}
      </Stack>
      <List disablePadding aria-label={`${name} services`}>
        {services.map((s, i) => {
          const performers = s.staffIds.map((id) => staffNames.get(id)).filter(Boolean);
          return (
            <ListItem
              key={s.id}
              divider={i < services.length - 1}
              sx={{
                gap: 2,
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                borderTop: i === 0 ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              {s.imageUrl && (
                <Box
                  component="img"
                  src={s.imageUrl}
                  alt=""
                  sx={{ width: 48, height: 48, borderRadius: 1, objectFit: 'cover' }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600 }}>{s.name}</Typography>
                {s.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {s.description}
                  </Typography>
                )}
                <Stack direction="row" sx={{ gap: 0.75, mt: 0.75, flexWrap: 'wrap' }}>
                  <Chip size="small" label={formatDuration(s.durationMinutes)} />
                  {s.processingMinutes > 0 && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={`${formatDuration(s.processingMinutes)} processing`}
                    />
                  )}
                  {!s.onlineBookable && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color="warning"
                      label="Not bookable online"
                    />
                  )}
                  <Chip
                    size="small"
                    variant="outlined"
                    label={
                      performers.length
                        ? `${performers.length} ${performers.length === 1 ? 'stylist' : 'stylists'}`
                        : 'No stylist yet'
                    }
                    title={performers.join(', ')}
                    color={performers.length ? 'default' : 'warning'}
                  />
                </Stack>
              </Box>
              <Typography sx={{ fontWeight: 600, minWidth: 72, textAlign: 'right' }}>
                {price(s)}
              </Typography>
              {canEdit && (
                <Stack direction="row" sx={{ ml: 'auto' }}>
                  {!archived && (
                    <>
                      <Action
                        label={`Move ${s.name} up`}
                        icon={<ArrowUpwardIcon fontSize="small" />}
                        disabled={i === 0}
                        onClick={() => props.onMoveService?.(s.id, -1)}
                      />
                      <Action
                        label={`Move ${s.name} down`}
                        icon={<ArrowDownwardIcon fontSize="small" />}
                        disabled={i === services.length - 1}
                        onClick={() => props.onMoveService?.(s.id, 1)}
                      />
                    </>
                  )}
                  <Action
                    label={`Edit ${s.name}`}
                    icon={<EditOutlinedIcon fontSize="small" />}
                    onClick={() => props.onEdit(s)}
                  />
                  {archived ? (
                    <Action
                      label={`Restore ${s.name}`}
                      icon={<UnarchiveOutlinedIcon fontSize="small" />}
                      onClick={() => props.onRestore?.(s)}
                    />
                  ) : (
                    <Action
                      label={`Archive ${s.name}`}
                      icon={<ArchiveOutlinedIcon fontSize="small" />}
                      onClick={() => props.onArchive?.(s)}
                    />
                  )}
                </Stack>
              )}
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
}
