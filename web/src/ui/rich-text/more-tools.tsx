// The tools only the blog's post editor offers (the spec's full set):
// highlight, inline code, the top heading, code blocks, alignment, tables.
import Button from '@mui/material/Button';
import BorderColorIcon from '@mui/icons-material/BorderColor';
import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { Tool } from './tool';

export const highlight: Tool = {
  name: 'Highlight',
  icon: <BorderColorIcon fontSize="small" />,
  active: (e) => e.isActive('highlight'),
  run: (c) => c().toggleHighlight().run(),
};
export const inlineCode: Tool = {
  name: 'Inline code',
  icon: <CodeIcon fontSize="small" />,
  active: (e) => e.isActive('code'),
  run: (c) => c().toggleCode().run(),
};
export const heading1: Tool = {
  name: 'Heading 1',
  icon: <b>H1</b>,
  active: (e) => e.isActive('heading', { level: 1 }),
  run: (c) => c().toggleHeading({ level: 1 }).run(),
};
export const codeBlock: Tool = {
  name: 'Code block',
  icon: <DataObjectIcon fontSize="small" />,
  active: (e) => e.isActive('codeBlock'),
  run: (c) => c().toggleCodeBlock().run(),
};

const align = (
  value: 'left' | 'center' | 'right' | 'justify',
  name: string,
  icon: Tool['icon'],
): Tool => ({
  name,
  icon,
  active: (e) => e.isActive({ textAlign: value }),
  run: (c) => c().setTextAlign(value).run(),
});
export const alignments: Tool[] = [
  align('left', 'Align left', <FormatAlignLeftIcon fontSize="small" />),
  align('center', 'Align center', <FormatAlignCenterIcon fontSize="small" />),
  align('right', 'Align right', <FormatAlignRightIcon fontSize="small" />),
  align('justify', 'Justify', <FormatAlignJustifyIcon fontSize="small" />),
];

export const table: Tool = {
  name: 'Insert table',
  icon: <TableChartIcon fontSize="small" />,
  active: (e) => e.isActive('table'),
  run: (c) => c().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  more: (c) => (
    <>
      <Button size="small" onClick={() => c().addRowAfter().run()}>
        + Row
      </Button>
      <Button size="small" onClick={() => c().addColumnAfter().run()}>
        + Column
      </Button>
      <Button size="small" onClick={() => c().deleteRow().run()}>
        − Row
      </Button>
      <Button size="small" onClick={() => c().deleteColumn().run()}>
        − Column
      </Button>
      <Button size="small" color="error" onClick={() => c().deleteTable().run()}>
        Delete table
      </Button>
    </>
  ),
};
