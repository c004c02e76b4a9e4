/**
 * Where the product's own salon pictures live (./salon-images lists them):
 * accepted wherever an image address is. Apart from the list, so a schema
 * that checks an address does not load every picture's description.
 */
export const SALON_IMAGE_PATH = /^\/img\/salon\/[\w-]+\.jpg$/;
