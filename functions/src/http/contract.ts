// The server's side of the contracts in @chairside/core/contracts: a handler
// answers through `reply`, which only accepts the contract's response type.
import type { Response } from 'express';
import type { Endpoint, ResponseOf } from '@chairside/core/contracts/endpoint';

export function reply<E extends Endpoint>(
  res: Response,
  _contract: E,
  body: ResponseOf<E>,
  status = 200,
): void {
  res.status(status).json(body);
}
