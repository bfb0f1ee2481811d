import { PassThrough } from 'node:stream';
import { createXlsxStream, type XlsxCell } from '../../src/lib/xlsx-stream-writer.ts';
import type { TestApp } from '../helper.ts';
import { multipart } from '../files/multipart.ts';

/** an .xlsx whose first row is `header` and then `rows`, written by the project's own streaming writer */
export async function sheetOf(header: string[], rows: readonly (readonly XlsxCell[])[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const xlsx = createXlsxStream(
    output,
    'Người nhận',
    header.map((name) => ({ header: name, width: 20 })),
  );
  for (const row of rows) await xlsx.addRow(row);
  await xlsx.finish();
  return Buffer.concat(chunks);
}

/** POST /api/files as the form's upload does; answers the attachment the body then carries */
export async function uploadSheet(t: TestApp, token: string, file: Buffer, name = 'nguoi-nhan.xlsx') {
  const body = multipart([
    { name, content: file, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  ]);
  const response = await t.request({ method: 'POST', url: '/api/files', token, ...body });
  if (response.statusCode !== 200) throw new Error(`upload: ${response.body}`);
  const [uploaded] = response.json().data.entries as { path: string; name: string; size: number }[];
  return { path: uploaded.path, name: uploaded.name, size: uploaded.size };
}
