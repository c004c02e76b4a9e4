// What the bookings slice offers other slices; everything else in it is its own.
export { createBooking, datesTouched } from './bookings.service';
export { StaffDays, boundedWrite, uniqueBlocks } from './day-locks';
export { holdsDue, releaseExpiredHolds } from './holds';
export { servicesLabel } from './labels';
export { bookingIcs } from './manage';
export { askToMove } from './proposals';
export { loadServices, loadStaff, serviceOf, staffOf } from './salon-data';
export { busyFrom, dayRef } from './day-locks';
