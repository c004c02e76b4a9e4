/** The product's name. Its domain and hosts are configuration (see hosts.ts). */
export const PRODUCT_NAME = 'Chairside';

/** The product name as route words use it (for example /why-chairside-page). */
export const PRODUCT_SLUG = PRODUCT_NAME.toLowerCase();
