import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';

describe('decodeText', () => {
  it('strips a UTF-8 BOM and says so', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Prénom;Nom', 'utf8')]);
    expect(await decodeText(bytes)).toEqual({ text: 'Prénom;Nom', encoding: 'UTF-8 (BOM)' });
  });

  it('reads UTF-8 without a BOM', async () => {
    expect(await decodeText(Buffer.from('Élodie Lefèvre', 'utf8'))).toEqual({
      text: 'Élodie Lefèvre',
      encoding: 'UTF-8',
    });
  });

  it('falls back to Windows-1252 for accents that are not UTF-8', async () => {
    // 0x92 is the typographic apostrophe in Windows-1252 (a control character in ISO-8859-1).
    const bytes = Buffer.concat([
      Buffer.from('Élodie Lefèvre, Cercle de l', 'latin1'),
      Buffer.from([0x92]),
      Buffer.from('Aviron', 'latin1'),
    ]);
    expect(await decodeText(bytes)).toEqual({ text: 'Élodie Lefèvre, Cercle de l’Aviron', encoding: 'Windows-1252' });
    expect((await decodeText(new Uint8Array([0x80, 0x20, 0x9c, 0x75, 0x76, 0x72, 0x65]))).text).toBe('€ œuvre');
  });
});
