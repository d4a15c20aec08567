/**
 * Whether the visitor sent this form before the app had it (the boot script held the sending back and
 * marked the form, issue 30), clearing the mark: the caller sends it now, once.
 */
export function takeWaitingSubmit(form: HTMLFormElement | null): boolean {
  if (!form?.hasAttribute('data-submit-waiting')) return false;
  form.removeAttribute('data-submit-waiting');
  form.removeAttribute('aria-busy');
  return true;
}
