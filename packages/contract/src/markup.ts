/** Text made safe inside HTML or XML content and double-quoted attributes. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
