// A salon's sample data, through the API alone (the dashboard offers it, and
// its first visit does not load Firestore).
import { migrationContracts as c } from '@chairside/core/contracts/migration';
import { call } from '../api/api';
import { useContract } from '../api/contract-query';

/** The salon's sample data, if it has some. */
export const useDemoData = (orgId: string) =>
  useContract(c.demoStatus, { query: { orgId }, secure: true });

export const changeDemoData = (orgId: string, action: 'add' | 'remove') =>
  call(c.demoData, { body: { orgId, action }, secure: true });
