import { z } from 'zod';
import { ROLES } from './roles';

/** A salon member's role, as a request or a stored record carries it. */
export const ZRole = z.enum(ROLES, { message: 'Choose a role' });
