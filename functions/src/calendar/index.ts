// What the calendar slice offers other slices; everything else in it is its own.
export { reconcileDueConnections } from './connect.service';
export { refreshDueFeeds } from './ical.service';
