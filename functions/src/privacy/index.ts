// The privacy slice as other slices see it: the due work that deletes a
// salon when its grace period ends.
export { salonDeletionsDue } from './deletion.service';
