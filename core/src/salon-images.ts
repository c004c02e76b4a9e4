// The product's own salon pictures (web/public/img/salon, drawn by
// scripts/salon-images.mjs: ours to ship, no licence to track). The demo salon
// uses them, and the editor, the team and product forms offer them where no
// photo service is set up. Each has the description a screen reader reads.

export type SalonImageKind = 'scene' | 'team' | 'product';

export interface SalonImage {
  url: string;
  alt: string;
  kind: SalonImageKind;
}

const img = (name: string, kind: SalonImageKind, alt: string): SalonImage => ({
  url: `/img/salon/${name}.jpg`,
  alt,
  kind,
});

export const SALON_IMAGES: readonly SalonImage[] = [
  img('salon-interior', 'scene', 'A bright salon with three styling chairs before round mirrors'),
  img(
    'styling-station',
    'scene',
    'A styling chair before a mirror, brushes and products on the shelf',
  ),
  img('colour-bar', 'scene', 'Colour bowls, tint brushes and hair colour swatches'),
  img('tools-of-the-trade', 'scene', 'Scissors, a comb and a brush on the work top'),
  img('wash-lounge', 'scene', 'Two wash basins with reclining chairs and a plant between them'),
  img('reception', 'scene', 'The salon’s reception desk with flowers and plants'),
  img('team-1', 'team', 'A smiling stylist with long dark hair'),
  img('team-2', 'team', 'A smiling stylist with curly black hair'),
  img('team-3', 'team', 'A smiling stylist with short brown hair'),
  img('team-4', 'team', 'A smiling stylist with a copper bob'),
  img('team-5', 'team', 'A smiling stylist with blond hair in a bun'),
  img('product-shampoo', 'product', 'A violet bottle of shampoo'),
  img('product-conditioner', 'product', 'A pink bottle of conditioner'),
  img('product-styling-cream', 'product', 'A green jar of styling cream'),
  img('product-hair-oil', 'product', 'A golden dropper bottle of hair oil'),
  img('product-hairspray', 'product', 'A blue can of hairspray'),
  img('product-brush', 'product', 'A wooden paddle brush'),
];

export const salonImagesOf = (kind: SalonImageKind) => SALON_IMAGES.filter((i) => i.kind === kind);

/** The picture at a url, when it is one of ours. */
export const salonImageAt = (url: string) => SALON_IMAGES.find((i) => i.url === url) ?? null;

export { SALON_IMAGE_PATH } from './salon-image-path';
