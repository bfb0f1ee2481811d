import path from 'node:path';

/** seconds of video a segment holds, and how many the playlist keeps: ~1 s behind live with a few s of slack */
const SEGMENT_SECONDS = 1;
const SEGMENTS_KEPT = 6;

/**
 * ffmpeg's arguments for one camera: the source over TCP with a socket timeout (a silent camera ends the process, and
 * the supervisor retries), the first video stream only — copied when it is H.264, otherwise transcoded with x264's
 * fastest settings — no audio (cameras' G.711 cannot go in HLS, and the wall is silent), short HLS segments that are
 * deleted as they leave the playlist.
 */
export function ffmpegArguments(source: string, dir: string, transcode: boolean): string[] {
  const rtsp = /^rtsps?:/i.test(source);
  const input = rtsp
    ? ['-rtsp_transport', 'tcp', '-timeout', '5000000']
    : ['-rw_timeout', '5000000', '-reconnect', '1', '-reconnect_streamed', '1'];
  const video = transcode
    ? [
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-tune',
        'zerolatency',
        '-pix_fmt',
        'yuv420p',
        '-g',
        '10',
        '-sc_threshold',
        '0',
      ]
    : ['-c:v', 'copy'];
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'info',
    ...input,
    '-i',
    source,
    '-map',
    '0:v:0',
    ...video,
    '-an',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_list_size',
    String(SEGMENTS_KEPT),
    '-hls_flags',
    'delete_segments+omit_endlist+temp_file',
    '-hls_segment_filename',
    path.join(dir, 'seg%06d.ts'),
    path.join(dir, 'index.m3u8'),
  ];
}

/**
 * What an officer is told when ffmpeg ends: read from its output, which is never logged (it holds the password). A
 * camera that never gave a picture was not reached; one that had is interrupted.
 */
export function failureReason(output: string, everLive: boolean): string {
  if (/\b401 Unauthorized|Server returned 401|authorization failed/i.test(output))
    return 'Camera từ chối tài khoản: kiểm tra tên đăng nhập và mật khẩu trong đường dẫn luồng';
  if (/\b404 Not Found|Server returned 404|No such file/i.test(output))
    return 'Camera không có luồng tại đường dẫn này';
  if (/Connection refused|timed out|No route to host|Network is unreachable|Immediate exit/i.test(output))
    return 'Không kết nối được camera: camera tắt hoặc mất mạng, hệ thống đang thử lại';
  if (/ENOENT|spawn/i.test(output)) return 'Máy chủ chưa cài ffmpeg để phát camera';
  if (!everLive)
    return 'Không kết nối được camera: kiểm tra điện, mạng của camera và đường dẫn luồng; hệ thống đang thử lại';
  return 'Luồng camera bị gián đoạn, hệ thống đang thử kết nối lại';
}
