// What the marketing slice offers other slices: a client's unsubscribe link.
export { unsubscribeToken } from './links';
