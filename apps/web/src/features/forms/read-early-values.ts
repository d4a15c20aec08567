const ticked = (control: Element) => control instanceof HTMLInputElement && control.checked;

/**
 * What the visitor typed, chose or ticked in a public form drawn by the server before the scripts had run
 * (issue 30: seconds on a slow phone). Hydration leaves those values in the page but not in the form's
 * state, so sending would find the fields empty and clear them. Each control names its value's key in
 * `data-field` (not `name`: a form sent without scripts would put the visitor's details in the address);
 * a list (the volunteers' availability) is the `value` of its ticked boxes. Only the values that differ
 * from the form's empty ones are returned.
 */
export function readEarlyValues<V extends Record<string, unknown>>(form: HTMLFormElement, empty: V): Partial<V> {
  const found: Record<string, unknown> = {};
  for (const [key, initial] of Object.entries(empty)) {
    const controls = [
      ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[data-field="${key}"]`),
    ];
    const first = controls[0];
    if (!first) continue;
    const value = Array.isArray(initial)
      ? controls.filter(ticked).map((control) => control.value)
      : typeof initial === 'boolean'
        ? ticked(first)
        : first.value;
    if (JSON.stringify(value) !== JSON.stringify(initial)) found[key] = value;
  }
  return found as Partial<V>;
}
