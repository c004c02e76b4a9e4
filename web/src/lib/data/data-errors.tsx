import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DataErrorsContext, type DataArea, type DataErrors } from './data-errors-context';

/**
 * Holds the load error of each data area (spec, first document, section 8)
 * and a generation per area: retrying bumps it, which opens fresh listeners.
 */
export function DataErrorsProvider({ children }: { children: ReactNode }) {
  const [errors, setErrors] = useState<Partial<Record<DataArea, Error>>>({});
  const [generations, setGenerations] = useState<Partial<Record<DataArea, number>>>({});

  const report = useCallback((area: DataArea, error: Error | null) => {
    setErrors((current) => {
      if ((current[area] ?? null) === error) return current;
      const next = { ...current };
      if (error) next[area] = error;
      else delete next[area];
      return next;
    });
  }, []);
  const retry = useCallback((area: DataArea) => {
    setErrors((current) => {
      const next = { ...current };
      delete next[area];
      return next;
    });
    setGenerations((current) => ({ ...current, [area]: (current[area] ?? 0) + 1 }));
  }, []);

  const value = useMemo<DataErrors>(
    () => ({ errors, generation: (area) => generations[area] ?? 0, report, retry }),
    [errors, generations, report, retry],
  );
  return <DataErrorsContext.Provider value={value}>{children}</DataErrorsContext.Provider>;
}
