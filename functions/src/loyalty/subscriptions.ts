// What the loyalty slice adds to checkouts and appointments: points redeemed,
// given back and earned.
import {
  registerAppointmentAdjuster,
  registerStatusAdjuster,
} from '../platform/appointment-adjusters';
import { registerAdjuster } from '../platform/checkout';
import { loyaltyAppointmentAdjuster, loyaltyStatusAdjuster } from './appointment';
import { loyaltyAdjuster } from './checkout';

registerAdjuster(loyaltyAdjuster);
registerAppointmentAdjuster(loyaltyAppointmentAdjuster);
registerStatusAdjuster(loyaltyStatusAdjuster);
