// The one rich-text toolbar of the app: every TipTap editor (the site's
// texts, the blog's posts) shows the tools it allows from this set, named for
// screen readers and pressed when active, with the same link and image form.
import { Fragment, useState, type ReactNode } from 'react';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LinkIcon from '@mui/icons-material/Link';
import ImageIcon from '@mui/icons-material/Image';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import { videoEmbedUrl } from '@chairside/core/blog-html';
import { ToolButton } from '../ToolButton';
import type { ToolbarItem } from './tool';

export type { Tool, ToolbarItem } from './tool';

/** How a link typed in the form is taken. */
export type LinkRule =
  /** As typed, and only https://, mailto: or tel: (the salon's site). */
  | 'strict'
  /** An address without a scheme gets https:// (the blog's rule). */
  | 'add-https';

/** The spec's blog link rule: an address that does not start with http gets https://. */
export const withScheme = (url: string) => {
  const u = url.trim();
  if (!u) return '';
  return /^(https?:|mailto:)/i.test(u) ? u : `https://${u}`;
};

const strictProblem = (href: string) =>
  href && href !== 'https://' && !/^(https:\/\/|mailto:|tel:)\S+$/.test(href)
    ? 'Start the link with https://'
    : '';

/**
 * A toolbar for `editor` with `tools` in order (`'|'` draws a divider), and
 * the form that asks for a link's or an image's address.
 */
export function RichTextToolbar({
  editor,
  label,
  tools,
  links = 'strict',
  sticky = false,
}: {
  editor: Editor;
  label: string;
  tools: readonly ToolbarItem[];
  links?: LinkRule;
  sticky?: boolean;
}) {
  // What each tool shows (pressed, enabled) follows the selection.
  const shown = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: tools.map((t) => (typeof t === 'object' ? (t.active?.(e) ?? false) : false)),
      enabled: tools.map((t) => (typeof t === 'object' ? (t.enabled?.(e) ?? true) : true)),
      link: e.isActive('link'),
    }),
  });
  const [ask, setAsk] = useState<{ kind: Asked; anchor: HTMLElement } | null>(null);
  const chain = (): ChainedCommands => editor.chain().focus();

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={`${label} formatting`}
      sx={{
        flexWrap: 'wrap',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        ...(sticky ? { position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' } : {}),
      }}
    >
      {tools.map((tool, i) => {
        if (tool === '|') {
          return <Divider key={i} orientation="vertical" flexItem sx={{ mx: 0.5 }} />;
        }
        if (tool === 'link' || tool === 'image' || tool === 'video') {
          return (
            <ToolButton
              key={i}
              name={ASKED_NAMES[tool]}
              active={tool === 'link' && shown.link}
              onClick={(e) => setAsk({ kind: tool, anchor: e.currentTarget })}
              icon={
                tool === 'link' ? (
                  <LinkIcon fontSize="small" />
                ) : tool === 'image' ? (
                  <ImageIcon fontSize="small" />
                ) : (
                  <SmartDisplayIcon fontSize="small" />
                )
              }
            />
          );
        }
        const active = shown.active[i] ?? false;
        return (
          <Fragment key={i}>
            <ToolButton
              name={tool.name}
              active={active}
              disabled={!(shown.enabled[i] ?? true)}
              onClick={() => tool.run(chain)}
              icon={tool.icon}
            />
            {active && tool.more?.(chain)}
          </Fragment>
        );
      })}
      {ask?.kind === 'video' && (
        <VideoForm editor={editor} anchor={ask.anchor} onClose={() => setAsk(null)} />
      )}
      {ask && ask.kind !== 'video' && (
        <AddressForm
          editor={editor}
          kind={ask.kind}
          anchor={ask.anchor}
          links={links}
          onClose={() => setAsk(null)}
        />
      )}
    </Stack>
  );
}

/** The small form a toolbar button opens beside itself (a link, an image, a video). */
function PopoverForm({
  anchor,
  onClose,
  onSubmit,
  children,
}: {
  anchor: HTMLElement;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Box
        component="form"
        sx={{ p: 2, width: 340, display: 'grid', gap: 1.5 }}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </Box>
    </Popover>
  );
}

type Asked = 'link' | 'image' | 'video';
const ASKED_NAMES: Record<Asked, string> = { link: 'Link', image: 'Image', video: 'Video' };

/** A YouTube or Vimeo video, by its address, as a block (the blog's editor only). */
function VideoForm({
  editor,
  anchor,
  onClose,
}: {
  editor: Editor;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const embed = videoEmbedUrl(address);
  const problem = address.trim() && !embed ? 'Use a YouTube or Vimeo address' : '';
  return (
    <PopoverForm
      anchor={anchor}
      onClose={onClose}
      onSubmit={() => {
        if (!embed) return;
        editor
          .chain()
          .focus()
          .insertContent({ type: 'video', attrs: { src: embed, title: title.trim() || 'Video' } })
          .run();
        onClose();
      }}
    >
      <TextField
        label="Video address"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={Boolean(problem)}
        helperText={
          problem ||
          (embed
            ? `Plays from ${new URL(embed).host}: no cookies until the reader presses play`
            : 'A YouTube or Vimeo address')
        }
        autoFocus
        size="small"
      />
      <TextField
        label="What the video shows"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        helperText="Read by screen readers"
        size="small"
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!embed}>
          Insert video
        </Button>
      </Stack>
    </PopoverForm>
  );
}

/** The link's or image's address (and an image's description), applied to the selection. */
function AddressForm({
  editor,
  kind,
  anchor,
  links,
  onClose,
}: {
  editor: Editor;
  kind: 'link' | 'image';
  anchor: HTMLElement;
  links: LinkRule;
  onClose: () => void;
}) {
  const current: unknown = editor.getAttributes('link')['href'];
  const [address, setAddress] = useState(
    kind === 'link'
      ? typeof current === 'string'
        ? current
        : links === 'strict'
          ? 'https://'
          : ''
      : '',
  );
  const [alt, setAlt] = useState('');
  const chain = () => editor.chain().focus();
  const strict = links === 'strict';
  const problem = strict ? strictProblem(address) : '';
  const url = strict ? (address === 'https://' ? '' : address) : withScheme(address);
  const apply = () => {
    if (problem) return;
    if (kind === 'link') {
      if (!url) chain().extendMarkRange('link').unsetLink().run();
      else chain().extendMarkRange('link').setLink({ href: url }).run();
    } else if (url) {
      chain().setImage({ src: url, alt: alt.trim() }).run();
    }
    onClose();
  };
  const hint = strict
    ? 'https://, mailto: or tel:'
    : address && !/^https?:|^mailto:/i.test(address.trim())
      ? `Will be saved as ${withScheme(address)}`
      : kind === 'link'
        ? 'Leave empty to remove the link'
        : 'An https:// image address';
  return (
    <PopoverForm anchor={anchor} onClose={onClose} onSubmit={apply}>
      <TextField
        label={kind === 'image' ? 'Image address' : 'Link address'}
        value={address}
        onChange={(e) => setAddress(strict ? e.target.value.trim() : e.target.value)}
        error={Boolean(problem)}
        helperText={problem || hint}
        autoFocus
        size="small"
      />
      {kind === 'image' && (
        <TextField
          label="Describe the image"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          size="small"
          helperText="For people who cannot see it"
        />
      )}
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        {kind === 'link' && editor.isActive('link') && (
          <Button
            onClick={() => {
              chain().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          {kind === 'image' ? 'Insert image' : 'Apply'}
        </Button>
      </Stack>
    </PopoverForm>
  );
}
