import { Writable } from 'node:stream';
import { pino } from 'pino';
import { logOptions } from '../src/lib/log-serializers.ts';

/** a logger built as server.ts builds its own, writing to memory so a test can read every line */
export function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino(logOptions('info'), stream), text: () => lines.join('') };
}
