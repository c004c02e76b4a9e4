// The tools every rich-text editor has: text styles, headings, lists, quote,
// undo and redo. Editors that allow more add them from more-tools.tsx.
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import type { Tool } from './tool';

export const bold: Tool = {
  name: 'Bold',
  icon: <FormatBoldIcon fontSize="small" />,
  active: (e) => e.isActive('bold'),
  run: (c) => c().toggleBold().run(),
};
export const italic: Tool = {
  name: 'Italic',
  icon: <FormatItalicIcon fontSize="small" />,
  active: (e) => e.isActive('italic'),
  run: (c) => c().toggleItalic().run(),
};
export const underline: Tool = {
  name: 'Underline',
  icon: <FormatUnderlinedIcon fontSize="small" />,
  active: (e) => e.isActive('underline'),
  run: (c) => c().toggleUnderline().run(),
};
export const heading2: Tool = {
  name: 'Heading 2',
  icon: <b>H2</b>,
  active: (e) => e.isActive('heading', { level: 2 }),
  run: (c) => c().toggleHeading({ level: 2 }).run(),
};
export const heading3: Tool = {
  name: 'Heading 3',
  icon: <b>H3</b>,
  active: (e) => e.isActive('heading', { level: 3 }),
  run: (c) => c().toggleHeading({ level: 3 }).run(),
};
export const quote: Tool = {
  name: 'Quote',
  icon: <FormatQuoteIcon fontSize="small" />,
  active: (e) => e.isActive('blockquote'),
  run: (c) => c().toggleBlockquote().run(),
};
export const bulleted: Tool = {
  name: 'Bulleted list',
  icon: <FormatListBulletedIcon fontSize="small" />,
  active: (e) => e.isActive('bulletList'),
  run: (c) => c().toggleBulletList().run(),
};
export const numbered: Tool = {
  name: 'Numbered list',
  icon: <FormatListNumberedIcon fontSize="small" />,
  active: (e) => e.isActive('orderedList'),
  run: (c) => c().toggleOrderedList().run(),
};
export const undo: Tool = {
  name: 'Undo',
  icon: <UndoIcon fontSize="small" />,
  run: (c) => c().undo().run(),
  enabled: (e) => e.can().undo(),
};
export const redo: Tool = {
  name: 'Redo',
  icon: <RedoIcon fontSize="small" />,
  run: (c) => c().redo().run(),
  enabled: (e) => e.can().redo(),
};
