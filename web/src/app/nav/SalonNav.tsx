// The salon's navigation on every signed-in page: a rail on the left on a
// desktop (narrowed to its icons with one click, remembered), a drawer on a
// phone (opened from the salon bar). Loaded just after the page itself, so
// no page's first load grows by it; the rail's width is kept meanwhile.
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import type { ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import EventIcon from '@mui/icons-material/EventNoteOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import InsightsIcon from '@mui/icons-material/Insights';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import StarIcon from '@mui/icons-material/StarOutline';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import LanguageIcon from '@mui/icons-material/Language';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import PointOfSaleIcon from '@mui/icons-material/PointOfSaleOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import ViewWeekIcon from '@mui/icons-material/ViewWeekOutlined';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHighOutlined';
import { CONTACT_VISIBLE_ROLES, type Role } from '@chairside/core/roles';
import { useEffect } from 'react';
import { useSiteInboxUnread } from '../../lib/data/site-inbox-unread';
import { useUnreadCount } from '../../lib/unread/use-unread';
import { useWorkspace } from '../workspace/workspace-context';
import { isRegisteredPath } from '../routes/route-table';
import { needsWidth, railSx, setSalonPaths, useNavCollapsed } from './nav-state';
import { isCurrent, navFor, type NavIcon, type NavItem } from './salon-nav';

const ICONS: Record<NavIcon, ComponentType<SvgIconProps>> = {
  book: EventIcon,
  dashboard: DashboardIcon,
  schedule: ViewWeekIcon,
  messages: ChatIcon,
  notifications: NotificationsIcon,
  clients: PeopleIcon,
  inbox: InboxIcon,
  sell: PointOfSaleIcon,
  products: Inventory2Icon,
  shop: StorefrontIcon,
  gift: CardGiftcardIcon,
  membership: LoyaltyIcon,
  payments: PaymentsIcon,
  reports: AssessmentIcon,
  team: GroupsIcon,
  pay: RequestQuoteIcon,
  performance: InsightsIcon,
  calendar: CalendarMonthIcon,
  services: ContentCutIcon,
  website: LanguageIcon,
  settings: SettingsIcon,
  import: UploadFileIcon,
  marketing: CampaignIcon,
  reviews: StarIcon,
  portfolio: PhotoLibraryIcon,
  smart: AutoFixHighIcon,
  analytics: QueryStatsIcon,
  blog: ArticleOutlinedIcon,
};

function ItemIcon({ item, unread }: { item: NavItem; unread: number }) {
  const Icon = ICONS[item.icon];
  const icon = <Icon fontSize="small" />;
  if (!item.badge || !unread) return icon;
  return (
    <Badge badgeContent={unread} color="error" max={99}>
      {icon}
    </Badge>
  );
}

function NavList({ role, narrow, onGo }: { role: Role; narrow: boolean; onGo?: () => void }) {
  const { pathname } = useLocation();
  const messages = useUnreadCount();
  const orgId = useWorkspace().active?.orgId ?? null;
  const siteInbox = useSiteInboxUnread(orgId, CONTACT_VISIBLE_ROLES.includes(role));
  const counts = { unread: messages, siteInbox };
  return (
    <>
      {navFor(role, isRegisteredPath).map((section) => (
        <List
          key={section.title}
          dense
          aria-label={section.title}
          subheader={
            narrow ? undefined : (
              <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
                {section.title}
              </ListSubheader>
            )
          }
          sx={{ py: narrow ? 0.5 : 0 }}
        >
          {section.items.map((item) => {
            const current = isCurrent(item, pathname);
            const unread = item.badge ? counts[item.badge] : 0;
            const label = unread ? `${item.label}, ${unread} unread` : item.label;
            const button = (
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                aria-label={narrow ? label : undefined}
                onClick={onGo}
                sx={{
                  borderRadius: 2,
                  mx: 1,
                  minHeight: 40,
                  justifyContent: narrow ? 'center' : 'flex-start',
                  '&.Mui-selected': { color: 'primary.main', fontWeight: 700 },
                }}
              >
                <ListItemIcon sx={{ minWidth: narrow ? 0 : 36, color: 'inherit' }}>
                  <ItemIcon item={item} unread={unread} />
                </ListItemIcon>
                {!narrow && (
                  <ListItemText
                    primary={item.label}
                    slotProps={{ primary: { sx: { fontWeight: current ? 700 : 500 } } }}
                    aria-label={label === item.label ? undefined : label}
                  />
                )}
              </ListItemButton>
            );
            return narrow ? (
              <Tooltip key={item.to} title={item.label} placement="right">
                {button}
              </Tooltip>
            ) : (
              <Box key={item.to}>{button}</Box>
            );
          })}
        </List>
      ))}
    </>
  );
}

/** The rail (desktop) and the drawer (phone) for a member of the active salon. */
export function SalonNav({
  role,
  open,
  onClose,
}: {
  role: Role;
  open: boolean;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useNavCollapsed(needsWidth(pathname));
  // The app header links only to the areas this menu offers the role.
  useEffect(() => {
    setSalonPaths(
      new Set(
        navFor(role, isRegisteredPath).flatMap((s) =>
          s.items.flatMap((i) => [i.to, ...(i.also ?? [])]),
        ),
      ),
    );
    return () => setSalonPaths(null);
  }, [role]);
  return (
    <>
      <Box
        component="nav"
        aria-label="Salon areas"
        sx={{ ...railSx(collapsed), bgcolor: 'background.paper' }}
      >
        {/* The rail runs the page's height; its list stays in view as the page scrolls. */}
        <Box sx={{ position: 'sticky', top: 0, maxHeight: '100dvh', overflowY: 'auto', pb: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
            <IconButton
              size="small"
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? 'Show the menu’s words' : 'Narrow the menu to its icons'}
              aria-expanded={!collapsed}
            >
              {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          </Box>
          <NavList role={role} narrow={collapsed} />
        </Box>
      </Box>
      <Drawer
        anchor="left"
        open={open}
        onClose={onClose}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        <Box component="nav" aria-label="Salon areas" sx={{ py: 1 }}>
          <NavList role={role} narrow={false} onGo={onClose} />
        </Box>
      </Drawer>
    </>
  );
}
