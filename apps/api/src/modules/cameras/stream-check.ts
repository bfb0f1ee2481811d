import { AppError } from '../../lib/app-error.ts';

/**
 * Spec §7's stream check for a camera that gives an http(s) address instead of RTSP: the address is fetched directly;
 * a non-https address counts as fine, an https one only when it answers 200. RTSP is checked by ffmpeg itself.
 */
export async function checkStreamUrl(url: string, fetcher: typeof fetch = fetch): Promise<void> {
  if (!/^https:/i.test(url)) return;
  let status: number;
  try {
    // fetch refuses an address with an account in it: the account goes in the Authorization header
    const target = new URL(url);
    const headers: Record<string, string> = {};
    if (target.username || target.password) {
      const account = `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`;
      headers.authorization = `Basic ${Buffer.from(account).toString('base64')}`;
      target.username = '';
      target.password = '';
    }
    const response = await fetcher(target.href, { headers, signal: AbortSignal.timeout(5_000), redirect: 'follow' });
    status = response.status;
    await response.body?.cancel();
  } catch {
    throw new AppError('CAMERA_UNREACHABLE', 'Không kết nối được địa chỉ luồng của camera');
  }
  if (status !== 200) throw new AppError('CAMERA_UNREACHABLE', `Địa chỉ luồng của camera trả về mã ${status}`);
}
