import type { Envelope } from '@console/shared/api-types';
import { REQUEST_TIMEOUT_MS } from '@console/shared/domain/limits';
import { buildHeaders, NETWORK_ERROR_MESSAGE, parseEnvelope, reportUnauthorized } from './api-client';
import { unlessRefused } from './envelope-mutation';
import { notify } from './notify';
import { showResult } from './result-helper';

/** a file the server sent, or its envelope when it answered with an error instead */
export type FileAnswer = { blob: Blob } | { envelope: Envelope<null> };

/**
 * GET of a file that needs the Authorization header (a plain link cannot carry it). null when no answer came back;
 * the network toast has then been shown, as for every other call.
 */
export async function fetchFile(path: string): Promise<FileAnswer | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(path, {
      headers: { ...buildHeaders(undefined), Accept: '*/*' },
      signal: controller.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && !type.includes('application/json')) return { blob: await response.blob() };
    const envelope = parseEnvelope<null>(await response.text(), response.status);
    if (envelope.code === 401) reportUnauthorized();
    return { envelope };
  } catch {
    notify.error(NETWORK_ERROR_MESSAGE);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** a hidden link, clicked: the browser downloads instead of leaving the console */
function clickHiddenLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  // empty: the server's Content-Disposition names the file
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** saves a file held in memory under `fileName` */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  clickHiddenLink(url, fileName);
  // the download has taken its copy by then; revoking at once can cancel it in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** downloads what a signed link (no Authorization header needed) answers, named by the server */
export function downloadFromLink(url: string) {
  clickHiddenLink(url, '');
}

/**
 * An export's answer (spec §7: GET …/export answers a link the browser opens): downloads the file it names with a
 * toast; a refusal shows in the error dialog. Shared by every 'Xuất Excel' button.
 */
export async function downloadExport(request: Promise<Envelope<{ url: string }>>) {
  const result = await unlessRefused(request);
  if (!result) return;
  if (!result.data?.url) return showResult(result);
  downloadFromLink(result.data.url);
  notify.success('Tệp đang được tải xuống');
}
