/**
 * A minimal valid PDF 1.4 (Helvetica, one page per block of lines), so the demo's documents are
 * real files that open in any reader. Text is limited to Latin-1 (WinAnsi) characters.
 */
export function makePdf(title: string, lines: string[]): Buffer {
  const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += 40) pages.push(lines.slice(i, i + 40));
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = pages.map((_, i) => 4 + i * 2);
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pages.forEach((pageLines, i) => {
    const text = [
      'BT',
      '/F1 18 Tf',
      '56 780 Td',
      `(${pdfString(i === 0 ? title : `${title} (suite)`)}) Tj`,
      '/F1 11 Tf',
      '0 -30 Td',
      '15 TL',
      ...pageLines.map((l) => `(${pdfString(l)}) '`),
      'ET',
    ].join('\n');
    const stream = Buffer.from(text, 'latin1');
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    add(`<< /Length ${stream.length} >>\nstream\n${text}\nendstream`);
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
