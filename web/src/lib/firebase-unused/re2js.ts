/**
 * Stand-in for re2js, which the Firestore SDK imports only to evaluate the
 * regular-expression functions of Firestore pipelines on the client
 * (like, regex_contains, regex_match). Chairside uses no pipelines, and re2js
 * is ~40 kB gzip on every signed-in first visit. The SDK catches the error
 * thrown here and treats the expression as an error value.
 */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(`Firestore pipeline regular expressions are not in this build (${pattern})`);
  },
};
export default RE2JS;
