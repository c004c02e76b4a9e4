// What the retail slice offers other slices; everything else in it is its own.
export { searchTextOf } from './products.service';
export { publicProduct } from './public-product';
export { refreshShop } from './shop-site';
export { expireReservations, reservationsDue } from './shop.service';
