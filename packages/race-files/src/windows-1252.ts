// Encoding text for Windows programs that read the machine's code page (Venue Racing's `.rac`), not UTF-8.

// Characters of bytes 0x80–0x9F in Windows-1252 (the five unassigned bytes have none).
const C1 = '€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ';
const FROM_C1 = new Map([...C1].map((c, i) => [c, 0x80 + i] as const).filter(([c]) => c !== '\u0000'));

/** The byte of a character in Windows-1252, or undefined when the code page has none. */
function byteOf(char: string): number | undefined {
  const code = char.charCodeAt(0);
  if (char.length === 1 && (code < 0x80 || (code >= 0xa0 && code <= 0xff))) return code;
  return FROM_C1.get(char);
}

/**
 * Text Windows-1252 can hold: each character kept when the code page has it (é, ç, ×, œ, ’), else
 * written without its accent (`Łukasz` → `Lukasz`, `Čech` → `Cech`), else `?`.
 */
export function windows1252Safe(text: string): string {
  let out = '';
  for (const char of text) {
    if (byteOf(char) !== undefined) {
      out += char;
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    const letters: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', ß: 'ss' };
    const plain = letters[char] ?? bare;
    out += [...plain].every((c) => byteOf(c) !== undefined) && plain ? plain : '?';
  }
  return out;
}

/** The Windows-1252 bytes of a text made safe by windows1252Safe. */
export function encodeWindows1252(text: string): Uint8Array {
  const safe = windows1252Safe(text);
  const bytes = new Uint8Array(safe.length);
  for (let i = 0; i < safe.length; i++) bytes[i] = byteOf(safe[i] as string) ?? 0x3f;
  return bytes;
}
