import { Router } from 'express';
import { isEmulator } from '../config';
import { ApiError } from '../http/api-error';
import { runDueWork } from './due-work';

// POST /api/dev/due-work: runs what is due now, in the emulators only (they
// never fire scheduled functions); `npm start` calls it every minute.
export const router = Router();

router.post('/due-work', async (_req, res) => {
  if (!isEmulator()) throw new ApiError('not_found', 'There is nothing here.');
  res.json(await runDueWork());
});
