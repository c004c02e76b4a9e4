// What the social slice offers other slices: its posts as due work.
export { socialPostsDue } from './posts.service';
