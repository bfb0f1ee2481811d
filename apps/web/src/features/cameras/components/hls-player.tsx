// the light build: no subtitles, alternate audio or DRM, which cameras never have (~40 % less to download)
import Hls from 'hls.js/light';
import { useEffect, useRef, useState } from 'react';
import { getToken } from '../../../lib/session';

// hls.js, loaded only where a camera plays (an on-demand chunk). The playlist and its segments are read with the
// officer's token: the API serves a stream only to the officer whose lease it is.
interface Props {
  url: string;
  /** the camera's name, for screen readers */
  title: string;
  /** the first picture is showing */
  onPlaying?: () => void;
  /** the browser cannot play what arrives (the reason in words), or null once it plays again */
  onTrouble?: (message: string | null) => void;
}

/** a fatal network error (the camera restarting, a lost link) reloads the stream after this long */
const RELOAD_MS = 3_000;

export default function HlsPlayer({ url, title, onPlaying, onTrouble }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!Hls.isSupported()) {
      setUnsupported(true);
      return;
    }
    const hls = new Hls({
      xhrSetup: (xhr) => {
        const token = getToken();
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      },
      // a wall of live cameras: close to live, little buffer on a phone
      liveSyncDurationCount: 2,
      maxBufferLength: 8,
      backBufferLength: 0,
      lowLatencyMode: false,
    });
    let reload: ReturnType<typeof setTimeout> | undefined;
    let recoveries = 0;
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
        // once: a picture the browser cannot decode twice will not decode a third time
        if (recoveries++ === 0) {
          onTrouble?.('Trình duyệt không giải mã được hình ảnh của camera, đang thử lại…');
          return hls.recoverMediaError();
        }
        onTrouble?.('Trình duyệt không giải mã được hình ảnh của camera');
        return hls.destroy();
      }
      onTrouble?.('Mất kết nối tới luồng camera, đang tải lại…');
      clearTimeout(reload);
      reload = setTimeout(() => hls.loadSource(url), RELOAD_MS);
    });
    hls.on(Hls.Events.MANIFEST_PARSED, () => void element.play().catch(() => undefined));
    hls.loadSource(url);
    hls.attachMedia(element);
    return () => {
      clearTimeout(reload);
      hls.destroy();
    };
  }, [url, onTrouble]);

  if (unsupported) return <div className="camera-tile-message">Trình duyệt này không phát được video trực tiếp</div>;
  return (
    <video
      ref={video}
      muted
      playsInline
      autoPlay
      aria-label={title}
      onPlaying={() => {
        onTrouble?.(null);
        onPlaying?.();
      }}
      onError={() => onTrouble?.('Trình duyệt không phát được hình ảnh của camera')}
      data-testid="camera-video"
      style={{ width: '100%', height: '100%', objectFit: 'contain', background: '#000', display: 'block' }}
    />
  );
}
