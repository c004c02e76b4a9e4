// In development, every answer the app gets is checked against its contract
// (the JSON Schema `npm run build` makes from the contracts' response types),
// and one that does not match is reported in the console with what differs:
// a server change that breaks what a screen expects shows up at once. The
// schemas and the validator load on the first call; production never
// includes them.
import type { Endpoint } from '@chairside/core/contracts/endpoint';

type Check = (name: string, body: unknown) => string | null;

let loading: Promise<{ check: Check; names: Record<string, string> }> | null = null;

async function load() {
  const [{ Ajv }, formats, answers] = await Promise.all([
    import('ajv'),
    import('ajv-formats'),
    import('@chairside/core/generated/contract-responses.json').then((m) => m.default),
  ]);
  const ajv = new Ajv({ allErrors: true, strict: false });
  formats.default(ajv);
  ajv.addSchema({ $id: 'answers', definitions: answers.definitions });
  const check: Check = (name, body) => {
    const validate = ajv.getSchema(`answers#/definitions/${name}`);
    if (!validate || validate(body)) return null;
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(the answer)'} ${e.message ?? ''}`)
      .join('; ');
  };
  return { check, names: answers.endpoints as Record<string, string> };
}

/** Reports (never throws) an answer that does not match its contract. */
export function checkInDevelopment(e: Endpoint, body: unknown) {
  loading ??= load();
  void loading
    .then(({ check, names }) => {
      const key = `${e.method} /${e.area}${e.path}`;
      const name = names[key];
      const problem = name ? check(name, body) : null;
      if (problem)
        console.error(`${key} answered what its contract does not say: ${problem}`, body);
    })
    .catch(() => {
      // No schemas yet (run `npm run build`): nothing to check against.
    });
}
