import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import { useUnreadCount } from '../../lib/unread/use-unread';
import { useDocumentTitle } from '../../ui/use-document-title';

/** Dashboards have no header: their own way to Messages, with the unread count. */
function MessagesButton() {
  const unread = useUnreadCount();
  return (
    <Button
      component={RouterLink}
      to="/messages"
      variant="outlined"
      aria-label={unread ? `Messages, ${unread} unread` : 'Messages'}
      startIcon={
        <Badge badgeContent={unread} color="error" max={99}>
          <ChatIcon />
        </Badge>
      }
    >
      Messages
    </Button>
  );
}

/** A dashboard page: greeting, subtitle and content in a responsive column. */
export function DashboardFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{ maxWidth: 1200, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 4 } }}
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        <MessagesButton />
      </Stack>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Box>
  );
}

export const firstName = (name: string | null | undefined) =>
  (name ?? '').trim().split(/\s+/)[0] || 'there';
