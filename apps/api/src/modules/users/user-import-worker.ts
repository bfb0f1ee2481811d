// Runs in a worker thread (user-import-parse.ts): reads one uploaded workbook and posts back its rows or why it was
// refused. Kept to the parsing modules only, so a worker starts quickly and its memory limit is spent on the file.
import { parentPort, workerData } from 'node:worker_threads';
import { readImportFile, refusalOf } from './import-file-rows.ts';

export interface WorkerInput {
  file: Uint8Array;
  maxRows: number;
  maxBytes: number;
}

const { file, maxRows, maxBytes } = workerData as WorkerInput;
try {
  const rows = await readImportFile(Buffer.from(file.buffer, file.byteOffset, file.byteLength), { maxRows, maxBytes });
  parentPort!.postMessage({ rows });
} catch (error) {
  parentPort!.postMessage({
    refusal: refusalOf(error),
    detail: error instanceof Error ? error.message : String(error),
  });
}
