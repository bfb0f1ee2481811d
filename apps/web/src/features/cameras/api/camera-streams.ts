import { useEffect, useState } from 'react';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api, buildHeaders, buildUrl } from '../../../lib/api-client';

// issue 18: watching a camera (apps/api/src/modules/cameras/camera-stream-routes.ts) — a lease opened with GET
// stream, renewed while shown, ended with exit when the page is left or hidden

export interface StreamEntry {
  session_id: string;
  url: string;
  expires_at: string;
  lease_seconds: number;
  state: 'starting' | 'live' | 'failed';
  message: string | null;
}

/** what a tile shows: the stream's state, or why there is none ('refused': the server said no, with its message) */
export interface StreamView {
  status: 'idle' | 'starting' | 'live' | 'failed' | 'refused';
  url?: string;
  message?: string | null;
}

const base = (cameraId: number) => `/api/admin/cameras/${cameraId}/stream`;
/** a refused camera (the limit reached, a network failure) is asked again after this long */
const RETRY_MS = 15_000;
/** how often a starting camera is asked about (renew answers its state) */
const STARTING_POLL_MS = 2_000;

/** ends the lease even while the page unloads (keepalive), outside the navigation guard's cancel-all */
export function exitStream(cameraId: number) {
  void fetch(buildUrl(`${base(cameraId)}/exit`), { headers: buildHeaders(undefined), keepalive: true }).catch(
    () => undefined,
  );
}

/** the camera's stream while `active`: opened, renewed every third of its lease, ended when inactive or unmounted */
export function useCameraStream(cameraId: number, active: boolean): StreamView {
  const [view, setView] = useState<StreamView>({ status: 'idle' });
  useEffect(() => {
    if (!active) {
      setView({ status: 'idle' });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (run: () => void, ms: number) => {
      if (!stopped) timer = setTimeout(run, ms);
    };
    const apply = (envelope: { code: number; message: string; data: { entry: StreamEntry } | null }) => {
      // a lease granted after the tile went away (an answer slower than the exit) is ended at once
      if (stopped) {
        if (envelope.code === SUCCESS_CODE) exitStream(cameraId);
        return;
      }
      if (envelope.code === SUCCESS_CODE && envelope.data) {
        const entry = envelope.data.entry;
        setView({ status: entry.state, url: entry.url, message: entry.message });
        // a starting camera is asked again soon: a dead one shows its reason in seconds, not at the next renew
        later(renew, entry.state === 'starting' ? STARTING_POLL_MS : (Math.max(2, entry.lease_seconds / 3) * 1000) | 0);
      } else {
        setView({ status: 'refused', message: envelope.message });
        later(open, RETRY_MS);
      }
    };
    const failed = () => {
      if (stopped) return;
      setView({ status: 'refused', message: 'Không kết nối được tới máy chủ' });
      later(open, RETRY_MS);
    };
    function open() {
      if (stopped) return;
      api.get<{ entry: StreamEntry }>(base(cameraId), { cancellable: false }).then(apply, failed);
    }
    function renew() {
      if (stopped) return;
      api
        .get<{ entry: StreamEntry }>(`${base(cameraId)}/renew`, { cancellable: false })
        // the lease ended meanwhile (a long sleep of the phone): a new one
        .then((envelope) => (envelope.code === 404 ? open() : apply(envelope)), failed);
    }
    // the page unloading runs no effect's cleanup: the lease is ended from here, with keepalive
    const leave = () => exitStream(cameraId);
    window.addEventListener('pagehide', leave);
    setView({ status: 'starting' });
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('pagehide', leave);
      exitStream(cameraId);
    };
  }, [cameraId, active]);
  return view;
}

/** whether the page is shown: a hidden tab or a locked phone watches nothing */
export function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
