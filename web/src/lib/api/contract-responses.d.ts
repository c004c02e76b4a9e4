// The answer schemas `npm run build` makes (scripts/contract-schemas.mjs);
// declared here so the type check does not need the build first.
declare module '@chairside/core/generated/contract-responses.json' {
  const answers: {
    /** `'POST /booking/create'` → the schema's name in `definitions`. */
    endpoints: Record<string, string>;
    definitions: Record<string, unknown>;
  };
  export default answers;
}
