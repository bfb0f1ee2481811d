import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, type Writable } from 'node:stream';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** names the download, with the UTF-8 form for browsers that read it */
export const attachment = (name: string) =>
  `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** today in Vietnam, for a file's name: nguoi-dung-2026-11-25.xlsx */
const vietnamDay = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * Answers a spreadsheet written while it is sent: `write` fills the stream (awaiting the client when it is behind).
 * A failure half-way is logged and breaks the download, so the browser shows a failed file rather than a short one.
 */
export function sendXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  fileStem: string,
  write: (output: Writable) => Promise<unknown>,
) {
  const output = new PassThrough();
  write(output).catch((error) => {
    request.log.error({ err: error }, `${fileStem} export failed`);
    output.destroy(error);
  });
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', attachment(`${fileStem}-${vietnamDay()}.xlsx`))
    .send(output);
}
