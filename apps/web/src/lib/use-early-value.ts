import { type RefObject, useEffect } from 'react';

/**
 * What the visitor typed or chose in a field of a page drawn by the server before the scripts had run
 * (issue 30: seconds on a slow phone): hydration keeps the field's value in the page but not in React's
 * state, so the list would ignore it. Read once the field is React's, and handed to its change handler:
 * the page then filters as if it had been typed now. A select whose value is not among its options yet
 * (options still loading) is left alone.
 */
export function useEarlyValue(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field is hydrated
  useEffect(() => {
    const field = ref.current;
    if (!field || field.value === value) return;
    if (field instanceof HTMLSelectElement && ![...field.options].some((option) => option.value === value)) return;
    onChange(field.value);
  }, []);
}
