// What the intelligence slice offers other slices; everything else in it is its own.
export { noShowDue } from './due';
