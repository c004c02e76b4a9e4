// Reading parallel lists without `!`: a missing item is a bug in our own code
// (the lists were built together), so it says so instead of going on.

/** The item at `i`; throws when there is none. */
export function itemAt<T>(list: readonly T[], i: number, what = 'item'): T {
  const item = list[i];
  if (item === undefined) throw new Error(`No ${what} at ${i} (of ${list.length})`);
  return item;
}

/** The value for `key`; throws when there is none. */
export function valueOf<K, V>(map: ReadonlyMap<K, V>, key: K, what = 'value'): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`No ${what} for ${String(key)}`);
  return value;
}

/** Whether `value` is one of `list` (a list of literal types), narrowing it to them. */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return list.some((item) => item === value);
}

/**
 * A value as JSON keeps it: fields that are undefined left out (Firestore
 * refuses them), dates as ISO text. For plain data made by our own code.
 */
export function asJson<T>(value: T): T {
  const copy: T = JSON.parse(JSON.stringify(value));
  return copy;
}
