// Loyalty calls: the salon's rules, a client's points and their history
// (for the team and for the client themselves), and a manager's adjustment.
import { z } from 'zod';
import { zDocId } from '../ids';
import {
  ZLoyaltyAdjust,
  ZSaveLoyaltySettings,
  type LoyaltyKind,
  type LoyaltySettings,
} from '../loyalty';
import { endpoint } from './endpoint';

export interface LoyaltyEntryView {
  id: string;
  clientId: string;
  clientName: string;
  kind: LoyaltyKind;
  points: number;
  balanceAfter: number;
  note: string;
  saleId: string | null;
  bookingId: string | null;
  by: string;
  at: string;
}

export interface LoyaltyProgramme {
  currency: string;
  settings: LoyaltySettings;
  /** The rules as clients read them. */
  rules: string[];
  /** Points held by all clients now, and what they would take off if all were redeemed. */
  outstanding: { points: number; value: number };
  recent: LoyaltyEntryView[];
}

export interface ClientLoyalty {
  clientId: string;
  clientName: string;
  balance: number;
  /** What the balance takes off, redeemed in whole steps. */
  value: number;
  currency: string;
  settings: LoyaltySettings;
  rules: string[];
  entries: LoyaltyEntryView[];
}

export interface MyLoyalty {
  salonName: string;
  /** Null when the signed-in person is not a client of the salon yet. */
  loyalty: ClientLoyalty | null;
}

const ZOrgQuery = z.object({ orgId: z.string().trim().pipe(zDocId('Not a salon id')) });

export const loyaltyContracts = {
  /** GET /api/loyalty/programme?orgId (owners, managers, front desk): rules, outstanding points, recent moves. */
  programme: endpoint<LoyaltyProgramme>()('GET', 'loyalty', '/programme', undefined, ZOrgQuery),
  /** POST /api/loyalty/settings (owners, managers): the rules. */
  saveSettings: endpoint<LoyaltyProgramme>()('POST', 'loyalty', '/settings', ZSaveLoyaltySettings),
  /** GET /api/loyalty/clients/:clientId?orgId (those who work with the client): balance and history. */
  client: endpoint<ClientLoyalty>()('GET', 'loyalty', '/clients/:clientId', undefined, ZOrgQuery),
  /** POST /api/loyalty/adjust (owners, managers): add or take points, with a reason. */
  adjust: endpoint<ClientLoyalty>()('POST', 'loyalty', '/adjust', ZLoyaltyAdjust),
  /** GET /api/loyalty/mine?orgId (a signed-in client): their own points and history. */
  mine: endpoint<MyLoyalty>()('GET', 'loyalty', '/mine', undefined, ZOrgQuery),
};
