// What the calendar slice offers other slices; everything else in it is its own.
export { connectionsDue, reconcileDueConnections } from './connect.service';
export { feedsDue, refreshDueFeeds } from './ical.service';
