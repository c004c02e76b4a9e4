import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { RichTextToolbar, type ToolbarItem } from '../../ui/rich-text/RichTextToolbar';
import * as t from '../../ui/rich-text/tools';

/** What the site's texts may use: what the site can show. */
const SITE_TOOLS: readonly ToolbarItem[] = [
  t.bold,
  t.italic,
  t.underline,
  t.heading2,
  t.heading3,
  t.bulleted,
  t.numbered,
  t.quote,
  'link',
  '|',
  t.undo,
  t.redo,
];

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
        {editor && <RichTextToolbar editor={editor} label={label} tools={SITE_TOOLS} />}
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
    </Box>
  );
}
