import { CASHIER_ROLES } from '@chairside/core/roles';
import { SalonGate } from '../../app/workspace/SalonGate';
import { Register } from './pos/Register';

/** /point-of-sale-page and /pos-page: sell products and check out today's appointments. */
export default function PointOfSalePage() {
  return (
    <SalonGate
      roles={[...CASHIER_ROLES, 'booth_renter']}
      title="Point of sale"
      denied="Owners, managers and the front desk make sales (booth renters their own products, in cash)."
    >
      {(salon) => <Register salon={salon} />}
    </SalonGate>
  );
}
