// What the sites slice offers other slices; everything else in it is its own.
export { siteByHost, siteBySlug } from './site.service';
export { publishedProduct } from './published';
export { followShortLink, sendToOwnHostBooking, shortLink } from './short-link';
