// What the loyalty slice adds to checkouts: points redeemed and earned.
import { registerAdjuster } from '../platform/checkout';
import { loyaltyAdjuster } from './checkout';

registerAdjuster(loyaltyAdjuster);
