// The website editor's Sections tab.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  SECTION_LABELS,
  SECTION_TYPES,
  newSection,
  type PublicSite,
  type Section,
  type SectionType,
} from '@chairside/core/site';
import { SectionForm, sectionErrors, sectionSummary } from './SectionForm';

const newId = (type: SectionType) =>
  `${type.replace('Component', '').replace('Section', '').toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The editor's Sections tab: the page's sections in order (move, remove,
 * open one to edit it) and adding a new one.
 */
export function SectionsPanel({
  orgId,
  sections,
  setSections,
  services,
  selected,
  setSelected,
}: {
  orgId: string;
  sections: Section[];
  setSections: (next: Section[]) => void;
  services: PublicSite['services'];
  /** The section open for editing (kept by the editor across its tabs). */
  selected: string | null;
  setSelected: (id: string | null) => void;
}) {
  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);
  const [removing, setRemoving] = useState<Section | null>(null);
  const current = sections.find((s) => s.component_instance_id === selected) ?? null;
  const add = (type: SectionType) => {
    const section = newSection(type, newId(type));
    setSections([...sections, section]);
    setSelected(section.component_instance_id);
    setAddAnchor(null);
  };
  const moveSection = (i: number, to: number) => {
    const next = [...sections];
    const [item] = next.splice(i, 1);
    next.splice(to, 0, item!);
    setSections(next);
  };

  return (
    <>
      {!current && (
        <Stack sx={{ gap: 1 }}>
          {sections.length === 0 && (
            <Alert severity="info">
              No sections yet. Add one, or visitors see your page text (Site details) or “Our
              Website is Getting a Makeover!”.
            </Alert>
          )}
          <List dense disablePadding aria-label="Sections on the page">
            {sections.map((s, i) => {
              const invalid = Object.keys(sectionErrors(s)).length > 0;
              return (
                <ListItem
                  key={s.component_instance_id}
                  disablePadding
                  secondaryAction={
                    <Stack direction="row">
                      <IconButton
                        size="small"
                        aria-label={`Move ${SECTION_LABELS[s.component_type]} up`}
                        disabled={i === 0}
                        onClick={() => moveSection(i, i - 1)}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={`Move ${SECTION_LABELS[s.component_type]} down`}
                        disabled={i === sections.length - 1}
                        onClick={() => moveSection(i, i + 1)}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={`Remove ${SECTION_LABELS[s.component_type]}`}
                        onClick={() => setRemoving(s)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  }
                  sx={{
                    border: 1,
                    borderColor: invalid ? 'error.main' : 'divider',
                    borderRadius: 1,
                    mb: 1,
                    pr: 14,
                  }}
                >
                  <ListItemButton
                    onClick={() => setSelected(s.component_instance_id)}
                    sx={{ borderRadius: 1 }}
                  >
                    <ListItemText
                      primary={SECTION_LABELS[s.component_type]}
                      secondary={invalid ? 'Needs attention' : sectionSummary(s) || ' '}
                      slotProps={{
                        secondary: { noWrap: true, color: invalid ? 'error' : 'textSecondary' },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={(e) => setAddAnchor(e.currentTarget)}
            aria-haspopup="menu"
            disabled={sections.length >= 30}
          >
            Add section
          </Button>
          <Menu anchorEl={addAnchor} open={addAnchor !== null} onClose={() => setAddAnchor(null)}>
            {SECTION_TYPES.map((type) => (
              <MenuItem key={type} onClick={() => add(type)}>
                {SECTION_LABELS[type]}
              </MenuItem>
            ))}
          </Menu>
        </Stack>
      )}
      {current && (
        <Stack sx={{ gap: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <IconButton aria-label="Back to sections" onClick={() => setSelected(null)}>
              <ArrowBackIcon />
            </IconButton>
            <Typography variant="h6" component="h2">
              {SECTION_LABELS[current.component_type]}
            </Typography>
          </Stack>
          <SectionForm
            orgId={orgId}
            section={current}
            services={services}
            onChange={(next) =>
              setSections(
                sections.map((s) =>
                  s.component_instance_id === next.component_instance_id ? next : s,
                ),
              )
            }
          />
        </Stack>
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)}>
        <DialogTitle>Remove this section?</DialogTitle>
        <DialogContent>
          The {removing ? SECTION_LABELS[removing.component_type] : ''} section and its content
          leave the page. Nothing changes for visitors until you publish.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Keep it</Button>
          <Button
            color="error"
            onClick={() => {
              setSections(sections.filter((s) => s !== removing));
              setRemoving(null);
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
