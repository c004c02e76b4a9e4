// The post editor's rich text (spec, second document, section 9): every tool
// of the spec, the 50,000-character limit with a live counter, and links and
// images by address. It reports the document (type 'doc') and its HTML.
import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { TableKit } from '@tiptap/extension-table';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import BorderColorIcon from '@mui/icons-material/BorderColor';
import CodeIcon from '@mui/icons-material/Code';
import LinkIcon from '@mui/icons-material/Link';
import ImageIcon from '@mui/icons-material/Image';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import TableChartIcon from '@mui/icons-material/TableChart';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { BLOG_LIMITS, type RichTextDoc } from '@chairside/core/blog-view';
import { ToolButton } from '../../ui/ToolButton';

export interface ContentValue {
  doc: RichTextDoc;
  html: string;
  characters: number;
}

/** The spec's link rule: an address that does not start with http gets https://. */
export const withScheme = (url: string) => {
  const u = url.trim();
  if (!u) return '';
  return /^(https?:|mailto:)/i.test(u) ? u : `https://${u}`;
};

export function BlogContentEditor({
  initial,
  onChange,
  error,
}: {
  initial: RichTextDoc;
  onChange: (value: ContentValue) => void;
  error?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] },
      }),
      Highlight,
      Image.configure({ inline: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      TableKit.configure({ table: { resizable: false } }),
      CharacterCount.configure({ limit: BLOG_LIMITS.contentChars }),
      Placeholder.configure({ placeholder: 'Write your post…' }),
    ],
    content: initial as JSONContent,
    onUpdate: ({ editor: e }) =>
      onChange({
        doc: e.getJSON() as RichTextDoc,
        html: e.isEmpty ? '' : e.getHTML(),
        characters: e.storage.characterCount.characters(),
      }),
    editorProps: {
      attributes: {
        'aria-label': 'Content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      highlight: e?.isActive('highlight') ?? false,
      code: e?.isActive('code') ?? false,
      link: e?.isActive('link') ?? false,
      h1: e?.isActive('heading', { level: 1 }) ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      quote: e?.isActive('blockquote') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      codeBlock: e?.isActive('codeBlock') ?? false,
      table: e?.isActive('table') ?? false,
      left: e?.isActive({ textAlign: 'left' }) ?? false,
      center: e?.isActive({ textAlign: 'center' }) ?? false,
      right: e?.isActive({ textAlign: 'right' }) ?? false,
      justify: e?.isActive({ textAlign: 'justify' }) ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
      characters: e?.storage.characterCount.characters() ?? 0,
    }),
  });
  const [ask, setAsk] = useState<{ kind: 'link' | 'image'; anchor: HTMLElement } | null>(null);
  const [address, setAddress] = useState('');
  const [alt, setAlt] = useState('');

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (
    name: string,
    active: boolean,
    run: () => void,
    icon: ReactNode,
    disabled = false,
  ) => (
    <ToolButton
      key={name}
      name={name}
      active={active}
      onClick={run}
      icon={icon}
      disabled={disabled}
    />
  );
  const sep = (key: string) => (
    <Divider key={key} orientation="vertical" flexItem sx={{ mx: 0.5 }} />
  );
  const openAsk = (kind: 'link' | 'image', anchor: HTMLElement) => {
    setAddress(kind === 'link' ? ((editor.getAttributes('link')['href'] as string) ?? '') : '');
    setAlt('');
    setAsk({ kind, anchor });
  };
  const applyAsk = () => {
    const url = withScheme(address);
    if (ask?.kind === 'link') {
      if (!url) chain().extendMarkRange('link').unsetLink().run();
      else chain().extendMarkRange('link').setLink({ href: url }).run();
    } else if (ask?.kind === 'image' && url) {
      chain().setImage({ src: url, alt: alt.trim() }).run();
    }
    setAsk(null);
  };
  const count = state?.characters ?? 0;
  const near = count > BLOG_LIMITS.contentChars * 0.95;

  return (
    <Box>
      <Typography component="p" variant="subtitle2" sx={{ mb: 0.5 }}>
        Content
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label="Content formatting"
          sx={{
            flexWrap: 'wrap',
            gap: 0.25,
            p: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
          }}
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
            'Highlight',
            state?.highlight ?? false,
            () => chain().toggleHighlight().run(),
            <BorderColorIcon fontSize="small" />,
          )}
          {tool(
            'Inline code',
            state?.code ?? false,
            () => chain().toggleCode().run(),
            <CodeIcon fontSize="small" />,
          )}
          <ToolButton
            name="Link"
            active={state?.link ?? false}
            onClick={(e) => openAsk('link', e.currentTarget)}
            icon={<LinkIcon fontSize="small" />}
          />
          <ToolButton
            name="Image"
            onClick={(e) => openAsk('image', e.currentTarget)}
            icon={<ImageIcon fontSize="small" />}
          />
          {sep('s1')}
          {tool(
            'Heading 1',
            state?.h1 ?? false,
            () => chain().toggleHeading({ level: 1 }).run(),
            <b>H1</b>,
          )}
          {tool(
            'Heading 2',
            state?.h2 ?? false,
            () => chain().toggleHeading({ level: 2 }).run(),
            <b>H2</b>,
          )}
          {tool(
            'Heading 3',
            state?.h3 ?? false,
            () => chain().toggleHeading({ level: 3 }).run(),
            <b>H3</b>,
          )}
          {tool(
            'Quote',
            state?.quote ?? false,
            () => chain().toggleBlockquote().run(),
            <FormatQuoteIcon fontSize="small" />,
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
            'Code block',
            state?.codeBlock ?? false,
            () => chain().toggleCodeBlock().run(),
            <DataObjectIcon fontSize="small" />,
          )}
          {sep('s2')}
          {tool(
            'Align left',
            state?.left ?? false,
            () => chain().setTextAlign('left').run(),
            <FormatAlignLeftIcon fontSize="small" />,
          )}
          {tool(
            'Align center',
            state?.center ?? false,
            () => chain().setTextAlign('center').run(),
            <FormatAlignCenterIcon fontSize="small" />,
          )}
          {tool(
            'Align right',
            state?.right ?? false,
            () => chain().setTextAlign('right').run(),
            <FormatAlignRightIcon fontSize="small" />,
          )}
          {tool(
            'Justify',
            state?.justify ?? false,
            () => chain().setTextAlign('justify').run(),
            <FormatAlignJustifyIcon fontSize="small" />,
          )}
          {sep('s3')}
          {tool(
            'Insert table',
            state?.table ?? false,
            () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
            <TableChartIcon fontSize="small" />,
          )}
          {state?.table && (
            <>
              <Button size="small" onClick={() => chain().addRowAfter().run()}>
                + Row
              </Button>
              <Button size="small" onClick={() => chain().addColumnAfter().run()}>
                + Column
              </Button>
              <Button size="small" onClick={() => chain().deleteRow().run()}>
                − Row
              </Button>
              <Button size="small" onClick={() => chain().deleteColumn().run()}>
                − Column
              </Button>
              <Button size="small" color="error" onClick={() => chain().deleteTable().run()}>
                Delete table
              </Button>
            </>
          )}
          {sep('s4')}
          {tool(
            'Undo',
            false,
            () => chain().undo().run(),
            <UndoIcon fontSize="small" />,
            !(state?.undo ?? false),
          )}
          {tool(
            'Redo',
            false,
            () => chain().redo().run(),
            <RedoIcon fontSize="small" />,
            !(state?.redo ?? false),
          )}
        </Stack>
        <Box
          className="cb-blog"
          sx={{
            bgcolor: 'background.paper',
            minHeight: 0,
            '& .ProseMirror': {
              minHeight: 320,
              p: 2,
              outline: 'none',
              color: 'text.primary',
              fontSize: '1.05rem',
              lineHeight: 1.7,
            },
            '& .ProseMirror p.is-editor-empty:first-of-type::before': {
              content: 'attr(data-placeholder)',
              color: 'text.disabled',
              float: 'left',
              height: 0,
              pointerEvents: 'none',
            },
            '& .ProseMirror table': { borderCollapse: 'collapse', width: '100%', my: 2 },
            '& .ProseMirror th, & .ProseMirror td': {
              border: 1,
              borderColor: 'divider',
              p: 1,
              verticalAlign: 'top',
            },
            '& .ProseMirror th': { bgcolor: 'action.hover' },
            '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
            '& .ProseMirror img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
            '& .ProseMirror pre': {
              bgcolor: 'action.hover',
              p: 2,
              borderRadius: 1,
              overflowX: 'auto',
            },
            '& .ProseMirror blockquote': {
              borderLeft: 4,
              borderColor: 'primary.main',
              pl: 2,
              ml: 0,
              color: 'text.secondary',
            },
            '& .ProseMirror mark': { bgcolor: 'warning.light', color: 'inherit' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <FormHelperText error={!!error}>{error ?? ' '}</FormHelperText>
        <FormHelperText
          error={near}
          aria-live="polite"
          data-testid="content-counter"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {count.toLocaleString('en-US')} / {BLOG_LIMITS.contentChars.toLocaleString('en-US')}{' '}
          characters
        </FormHelperText>
      </Stack>
      <Popover
        open={ask !== null}
        anchorEl={ask?.anchor}
        onClose={() => setAsk(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          component="form"
          sx={{ p: 2, width: 340, display: 'grid', gap: 1.5 }}
          onSubmit={(e) => {
            e.preventDefault();
            applyAsk();
          }}
        >
          <TextField
            label={ask?.kind === 'image' ? 'Image address' : 'Link address'}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            helperText={
              address && !/^https?:|^mailto:/i.test(address.trim())
                ? `Will be saved as ${withScheme(address)}`
                : ask?.kind === 'link'
                  ? 'Leave empty to remove the link'
                  : 'An https:// image address'
            }
            autoFocus
            size="small"
          />
          {ask?.kind === 'image' && (
            <TextField
              label="Describe the image"
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              size="small"
              helperText="For people who cannot see it"
            />
          )}
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setAsk(null)}>Cancel</Button>
            <Button type="submit" variant="contained">
              {ask?.kind === 'image' ? 'Insert image' : 'Apply'}
            </Button>
          </Stack>
        </Box>
      </Popover>
    </Box>
  );
}
