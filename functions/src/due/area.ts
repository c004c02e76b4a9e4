import type { ApiArea } from '../http/area';

/** The emulator-only route that runs due work (see due-work.ts). */
export const dueAreas: readonly ApiArea[] = [{ mount: '/dev', load: () => import('./dev.router') }];
