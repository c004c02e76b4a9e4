// The site's pages in the editor: which one is being edited, its title,
// address and place in the menu, a new page, and the way to a generated
// spotlight of a team member or a service.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import {
  MAX_PAGES,
  newSection,
  PAGE_ADDRESS,
  pageIdFor,
  RESERVED_PAGE_IDS,
  type Section,
  type SitePage,
} from '@chairside/core/site';

/** A page's address that no other page has ("maya", then "maya-2"). */
function freePageId(name: string, pages: readonly SitePage[], except = -1): string {
  const base = pageIdFor(name);
  const taken = (id: string) => pages.some((p, i) => i !== except && p.id === id);
  let id = base;
  for (let n = 2; taken(id); n++) id = `${base.slice(0, 36)}-${n}`;
  return id;
}

function addressProblem(id: string, pages: readonly SitePage[], index: number): string | null {
  if (!PAGE_ADDRESS.test(id)) return 'Use lower-case letters, digits and dashes';
  if ((RESERVED_PAGE_IDS as readonly string[]).includes(id))
    return `/${id} is an address the site uses itself`;
  if (pages.some((p, i) => i !== index && p.id === id)) return 'Another page has this address';
  return null;
}

export function PagesBar({
  pages,
  page,
  onPage,
  onChange,
}: {
  pages: SitePage[];
  page: number;
  onPage: (index: number) => void;
  onChange: (pages: SitePage[]) => void;
}) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const current = pages[page]!;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Page"
          value={page}
          onChange={(e) => onPage(Number(e.target.value))}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {pages.map((p, i) => (
            <MenuItem key={p.id} value={i}>
              {i === 0 ? `${p.title || 'Home'} (home page)` : `${p.title || p.id} · /${p.id}`}
            </MenuItem>
          ))}
        </TextField>
        <Tooltip title={page === 0 ? 'The home page’s title' : 'Page title, address and menu'}>
          <IconButton aria-label="Page settings" onClick={() => setEditing(page)}>
            <SettingsOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={pages.length >= MAX_PAGES ? `At most ${MAX_PAGES} pages` : 'Add a page'}>
          <span>
            <IconButton
              aria-label="Add a page"
              onClick={() => setEditing('new')}
              disabled={pages.length >= MAX_PAGES}
            >
              <AddIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {current.spotlight && (
          <Typography variant="caption" color="text.secondary">
            A spotlight page: its sections are yours to edit.
          </Typography>
        )}
        <Button
          size="small"
          component={RouterLink}
          to="/generated-spotlight-page"
          startIcon={<AutoAwesomeOutlined />}
        >
          Spotlight a stylist or service
        </Button>
      </Stack>
      {editing !== null && (
        <PageDialog
          pages={pages}
          index={editing === 'new' ? -1 : editing}
          onClose={() => setEditing(null)}
          onSave={(next) => {
            if (editing === 'new') {
              onChange([...pages, next]);
              onPage(pages.length);
            } else onChange(pages.map((p, i) => (i === editing ? next : p)));
            setEditing(null);
          }}
          onDelete={() => {
            if (typeof editing !== 'number') return;
            onChange(pages.filter((_, i) => i !== editing));
            onPage(0);
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

function PageDialog({
  pages,
  index,
  onClose,
  onSave,
  onDelete,
}: {
  pages: SitePage[];
  /** -1 for a new page. */
  index: number;
  onClose: () => void;
  onSave: (page: SitePage) => void;
  onDelete: () => void;
}) {
  const existing = index >= 0 ? pages[index] : undefined;
  const home = index === 0;
  const [title, setTitle] = useState(existing?.title ?? '');
  const [id, setId] = useState(existing?.id ?? '');
  const [idTouched, setIdTouched] = useState(Boolean(existing));
  const [nav, setNav] = useState(existing?.nav !== false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const address = idTouched ? id : freePageId(title, pages, index);
  const problem = home ? null : title.trim() ? addressProblem(address, pages, index) : null;
  const ready = title.trim().length > 0 && !problem;

  const save = () => {
    if (!ready) return;
    const hero = newSection('HeroComponent', 'hero');
    // A new page starts with a hero named after it and a block of text.
    const base: SitePage = existing ?? {
      id: address,
      title: '',
      components: [
        { ...hero, props: { ...hero.props, headline: title.trim() } } as Section,
        newSection('AboutUsComponent', 'about'),
      ],
    };
    onSave({
      ...base,
      title: title.trim(),
      ...(home ? {} : { id: address, nav }),
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{existing ? (home ? 'Home page' : 'Page settings') : 'Add a page'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="page-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <TextField
            label="Page title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 80 } }}
            helperText={home ? 'Shown in the menu when the site has more pages.' : undefined}
          />
          {!home && (
            <>
              <TextField
                label="Address"
                value={address}
                onChange={(e) => {
                  setIdTouched(true);
                  setId(e.target.value.toLowerCase());
                }}
                error={problem !== null}
                helperText={problem ?? `The page is at /${address || '…'} on your site.`}
                slotProps={{ htmlInput: { maxLength: 40 } }}
              />
              <FormControlLabel
                control={<Switch checked={nav} onChange={(e) => setNav(e.target.checked)} />}
                label="Show in the site’s menu"
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {existing && !home && (
          <Button color="error" onClick={() => setConfirmDelete(true)} sx={{ mr: 'auto' }}>
            Delete page
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="page-form" variant="contained" disabled={!ready}>
          {existing ? 'Done' : 'Add page'}
        </Button>
      </DialogActions>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogTitle>Delete “{existing?.title || existing?.id}”?</DialogTitle>
        <DialogContent>
          The page and its sections leave the draft. Visitors keep seeing it until you publish.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>Keep it</Button>
          <Button color="error" variant="contained" onClick={onDelete}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
