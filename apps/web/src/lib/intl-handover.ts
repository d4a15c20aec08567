/**
 * Text the server formatted with Intl while drawing a page, handed to the browser with the page's data
 * (PageState.intl), so that hydration reads it instead of formatting it again. Why: the first Intl call
 * of a page costs Chromium 35 to 100 ms at full CPU speed (ICU loads the data of the service and the
 * locale then), as much as the rest of the home page's hydration on a phone; a page that only shows what
 * the server formatted never pays it. Keys name the function and every input, so a text is only ever
 * reused for the same call.
 */
let recording: Record<string, string> | null = null;
let handed: Record<string, string> | null = null;

export function intlText(key: string, format: () => string): string {
  if (handed && Object.hasOwn(handed, key)) return handed[key] as string;
  const text = format();
  if (recording) recording[key] = text;
  return text;
}

/** Server: runs one synchronous render and keeps what it formatted, for the page's state. */
export function recordIntl<T>(render: () => T, into: Record<string, string>): T {
  recording = into;
  try {
    return render();
  } finally {
    recording = null;
  }
}

/** Browser: the texts of the page being hydrated (kept afterwards: the same call gives the same text). */
export function receiveIntl(texts: Record<string, string> | undefined): void {
  handed = texts ?? null;
}
