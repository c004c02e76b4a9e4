// What the finance slice offers other slices: its rollups read over any span
// of days (booth rent charges a percentage of a renter's takings from them).
export { figureReader } from './figures';
