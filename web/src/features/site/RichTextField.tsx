import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ToolButton } from '../../ui/ToolButton';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import LinkIcon from '@mui/icons-material/Link';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';

/**
 * Rich text for salon-written HTML (About, the page text). The server
 * sanitises what is saved; this keeps to what the site can show.
 */
export function RichTextField({
  label,
  value,
  onChange,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  helperText?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, protocols: ['https', 'mailto', 'tel'] },
      }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
    }),
  });
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [href, setHref] = useState('');
  const linkError =
    href && !/^(https:\/\/|mailto:|tel:)\S+$/.test(href) ? 'Start the link with https://' : '';

  const tool = (
    name: string,
    active: boolean,
    run: () => void,
    icon: ReactNode,
    disabled = false,
  ) => <ToolButton name={name} active={active} onClick={run} icon={icon} disabled={disabled} />;
  const chain = () => editor!.chain().focus();

  return (
    <Box>
      <Typography component="p" variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{ flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {tool(
            'Bold',
            state?.bold ?? false,
            () => chain().toggleBold().run(),
            <FormatBoldIcon fontSize="small" />,
          )}
          {tool(
            'Italic',
            state?.italic ?? false,
            () => chain().toggleItalic().run(),
            <FormatItalicIcon fontSize="small" />,
          )}
          {tool(
            'Underline',
            state?.underline ?? false,
            () => chain().toggleUnderline().run(),
            <FormatUnderlinedIcon fontSize="small" />,
          )}
          {tool(
            'Heading',
            state?.h2 ?? false,
            () => chain().toggleHeading({ level: 2 }).run(),
            <b>H2</b>,
          )}
          {tool(
            'Subheading',
            state?.h3 ?? false,
            () => chain().toggleHeading({ level: 3 }).run(),
            <b>H3</b>,
          )}
          {tool(
            'Bulleted list',
            state?.bullet ?? false,
            () => chain().toggleBulletList().run(),
            <FormatListBulletedIcon fontSize="small" />,
          )}
          {tool(
            'Numbered list',
            state?.ordered ?? false,
            () => chain().toggleOrderedList().run(),
            <FormatListNumberedIcon fontSize="small" />,
          )}
          {tool(
            'Quote',
            state?.quote ?? false,
            () => chain().toggleBlockquote().run(),
            <FormatQuoteIcon fontSize="small" />,
          )}
          <ToolButton
            name="Link"
            active={state?.link ?? false}
            onClick={(e) => {
              setHref((editor?.getAttributes('link')['href'] as string | undefined) ?? 'https://');
              setLinkAnchor(e.currentTarget);
            }}
            icon={<LinkIcon fontSize="small" />}
          />
          {tool(
            'Undo',
            false,
            () => chain().undo().run(),
            <UndoIcon fontSize="small" />,
            !state?.undo,
          )}
          {tool(
            'Redo',
            false,
            () => chain().redo().run(),
            <RedoIcon fontSize="small" />,
            !state?.redo,
          )}
        </Stack>
        <Box
          sx={{
            px: 1.5,
            '& .tiptap': { minHeight: 140, outline: 'none', py: 1 },
            '& .tiptap p': { my: 1 },
            '& .tiptap blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
      <Popover
        open={linkAnchor !== null}
        anchorEl={linkAnchor}
        onClose={() => setLinkAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack
          component="form"
          sx={{ p: 2, gap: 1.5, width: 320 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (linkError) return;
            if (href && href !== 'https://')
              chain().extendMarkRange('link').setLink({ href }).run();
            else chain().extendMarkRange('link').unsetLink().run();
            setLinkAnchor(null);
          }}
        >
          <TextField
            label="Link address"
            value={href}
            onChange={(e) => setHref(e.target.value.trim())}
            error={Boolean(linkError)}
            helperText={linkError || 'https://, mailto: or tel:'}
            size="small"
            autoFocus
          />
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            {state?.link && (
              <Button
                onClick={() => {
                  chain().extendMarkRange('link').unsetLink().run();
                  setLinkAnchor(null);
                }}
              >
                Remove link
              </Button>
            )}
            <Button type="submit" variant="contained">
              Apply
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </Box>
  );
}
