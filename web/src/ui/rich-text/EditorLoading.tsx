import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * Where a rich-text editor will be while its code loads (the editor is ~100 kB
 * of JavaScript, fetched after the page has painted): the same frame and
 * height, so nothing jumps when it arrives.
 */
export function EditorLoading({ label, minHeight = 140 }: { label?: string; minHeight?: number }) {
  return (
    <Box>
      {label && (
        <Typography component="p" variant="subtitle2" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      )}
      <Box
        role="status"
        aria-label={label ? `Loading the editor for ${label}` : 'Loading the editor'}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minHeight: minHeight + 48 }}
      >
        <LinearProgress sx={{ height: 2 }} />
        <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          Loading the editor…
        </Typography>
      </Box>
    </Box>
  );
}
