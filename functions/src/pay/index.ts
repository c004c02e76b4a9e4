// What the pay slice offers other slices: booth rent that is late (the
// dashboard's "needs attention").
export { lateRent } from './rent.service';
