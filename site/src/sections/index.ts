// The ten section types of a salon site (spec, first document, section 2),
// one file each; what they share (titles, call-to-action links, cards,
// Unsplash tracking) is in ./parts.
export { About } from './About';
export { ContactDetails } from './ContactDetails';
export { ContactFormSection } from './ContactFormSection';
export { Gallery } from './Gallery';
export { Hero } from './Hero';
export { MapEmbed } from './MapEmbed';
export { Memberships } from './Memberships';
export { Placeholder } from './Placeholder';
export { Services } from './Services';
export { Shop } from './Shop';
