import { IMPORT_MAX_ROWS, IMPORT_MAX_UNZIPPED_MB } from '@console/shared/domain/limits';
import type { FastifyBaseLogger } from 'fastify';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';
import type { ImportRow } from './import-columns.ts';
import type { ImportRefusal } from './import-file-rows.ts';
import type { WorkerInput } from './user-import-worker.ts';

// Parsing a workbook is CPU and memory work the API's event loop must not do (issue 9: one 18 MB file stalled every
// request for 30 s and grew the process to 3.4 GB). Each file is read in its own worker thread with a heap limit and
// a deadline, and at most two at a time on this two-core machine; a worker past either limit is ended, and the file
// refused with a 400.
// 49 MB of shared strings (2 million short ones, the costliest file within the size limit we found) parse in 256 MB;
// 20,000 rows of the template take about 2 s on a busy machine, so 20 s only ends files built to be slow
const WORKER_HEAP_MB = 256;
const PARSE_TIMEOUT_MS = 20_000;
const MAX_PARALLEL = 2;
const WORKER = new URL('./user-import-worker-boot.mjs', import.meta.url);

const group = (n: number) => n.toLocaleString('vi-VN');
const TOO_COMPLEX = 'Tệp Excel quá lớn hoặc quá phức tạp để đọc, vui lòng chia thành nhiều tệp nhỏ hơn';
const REFUSALS: Record<ImportRefusal, () => AppError> = {
  rows: () =>
    new AppError(
      'VALIDATION',
      `Tệp chỉ được có tối đa ${group(IMPORT_MAX_ROWS)} dòng dữ liệu, vui lòng chia thành nhiều tệp`,
    ),
  size: () =>
    new AppError(
      'VALIDATION',
      `Tệp Excel quá lớn: nội dung sau khi giải nén chỉ được tối đa ${IMPORT_MAX_UNZIPPED_MB} MB`,
    ),
  format: () => new AppError('NOT_A_SPREADSHEET'),
};

let running = 0;
const waiting: (() => void)[] = [];
async function takeTurn() {
  if (running < MAX_PARALLEL) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
}
function endTurn() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

type WorkerAnswer = { rows: ImportRow[] } | { refusal: ImportRefusal; detail: string };

function runWorker(file: Buffer, log?: FastifyBaseLogger): Promise<ImportRow[]> {
  return new Promise((resolve, reject) => {
    const workerData: WorkerInput = { file, maxRows: IMPORT_MAX_ROWS, maxBytes: IMPORT_MAX_UNZIPPED_MB * 1024 * 1024 };
    const worker = new Worker(WORKER, {
      workerData,
      // none of the parent's flags (tsx's own, vitest's): the boot file loads what the worker needs
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      outcome();
    };
    const deadline = setTimeout(() => {
      log?.warn({ timeoutMs: PARSE_TIMEOUT_MS }, 'user import: parsing the file took too long');
      settle(() => reject(new AppError('VALIDATION', TOO_COMPLEX)));
    }, PARSE_TIMEOUT_MS);
    worker.on('message', (answer: WorkerAnswer) => {
      if ('rows' in answer) return settle(() => resolve(answer.rows));
      log?.info({ refusal: answer.refusal, detail: answer.detail }, 'user import: file refused');
      settle(() => reject(REFUSALS[answer.refusal]()));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      // out of heap is the file's doing; any other crash (the worker failing to load) is ours and stays a 500
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        log?.warn({ heapMb: WORKER_HEAP_MB }, 'user import: parsing the file ran out of memory');
        return settle(() => reject(new AppError('VALIDATION', TOO_COMPLEX)));
      }
      settle(() => reject(error));
    });
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`user import worker exited with ${code} before answering`))),
    );
  });
}

/** the rows of an uploaded workbook, read off the event loop; every refusal of the file is a 400 AppError */
export async function parseImportFile(file: Buffer, log?: FastifyBaseLogger): Promise<ImportRow[]> {
  await takeTurn();
  try {
    return await runWorker(file, log);
  } finally {
    endTurn();
  }
}
