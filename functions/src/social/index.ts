// What the social slice offers other slices: its posts as due work, and the
// portfolio's photos the site shows.
export { socialPostsDue } from './posts.service';
export { publishedWork } from './portfolio.service';
