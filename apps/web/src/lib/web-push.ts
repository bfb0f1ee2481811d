import type { Envelope } from '@console/shared/api-types';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from './api-client';

// Web Push on this device (issue 13): the console's service worker (/sw.js) shows what the server pushes, so an
// officer whose phone is locked still learns of a new notice. The same endpoints serve the residents' app.

const KEY_URL = '/api/web/notifications/push-key';
const DEVICES_URL = '/api/web/notifications/push-subscriptions';
/** the id the server gave this device, to take it off again at logout */
const DEVICE_STORAGE_KEY = 'push_device_id';

/** 'unsupported': no push here (an old browser, iOS outside a home-screen app, the dev server without a worker) */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

interface Device {
  id: number;
}

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** how long a first visit waits for the worker registered at the page's load (lib/register-service-worker.ts) */
const WORKER_WAIT_MS = 5_000;

/** the console's worker, when this page has one (the dev server has none: `ready` never settles there) */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered) return registered;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WORKER_WAIT_MS)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, none]);
  } finally {
    clearTimeout(timer);
  }
}

export async function pushState(): Promise<PushState> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

function remember(id: number | null) {
  try {
    if (id === null) localStorage.removeItem(DEVICE_STORAGE_KEY);
    else localStorage.setItem(DEVICE_STORAGE_KEY, String(id));
  } catch {
    // storage disabled: logout then leaves the device to the push service's 410
  }
}

async function register(subscription: PushSubscription) {
  const answer = await api.post<{ entry: Device }>(DEVICES_URL, subscription.toJSON());
  if (answer.code === SUCCESS_CODE) remember(answer.data.entry.id);
  return answer;
}

/** asks the browser's permission, subscribes the worker with the server's key and hands the device to the server */
export async function enablePush(): Promise<Envelope<unknown>> {
  const registration = await workerRegistration();
  if (!registration) return { code: 400, message: 'Trình duyệt này không hỗ trợ thông báo đẩy', data: null };
  if ((await Notification.requestPermission()) !== 'granted')
    return { code: 400, message: 'Bạn chưa cho phép trang gửi thông báo', data: null };
  const key = await api.get<{ public_key: string }>(KEY_URL);
  if (key.code !== SUCCESS_CODE) return key;
  const subscription = await subscribeWithin(registration, key.data.public_key, SUBSCRIBE_TIMEOUT_MS);
  if (!subscription) return { code: 400, message: PUSH_SERVICE_FAILED_MESSAGE, data: null };
  return register(subscription);
}

/** the browser's own push service (Google's for Chrome) answers within seconds; without it the promise may hang */
const SUBSCRIBE_TIMEOUT_MS = 20_000;
const PUSH_SERVICE_FAILED_MESSAGE =
  'Không đăng ký được với dịch vụ thông báo của trình duyệt. Vui lòng kiểm tra kết nối và thử lại.';

async function subscribeWithin(registration: ServiceWorkerRegistration, key: string, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  const subscribed = (async () =>
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })))().catch(
    () => null,
  );
  try {
    return await Promise.race([subscribed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** the server forgets the device, then the browser its subscription */
export async function disablePush(): Promise<Envelope<unknown>> {
  const id = readDeviceId();
  const answer = id ? await api.delete<null>(`${DEVICES_URL}/${id}`) : null;
  await dropPushSubscription();
  return answer && answer.code !== 404
    ? answer
    : { code: SUCCESS_CODE, message: 'Đã tắt thông báo đẩy trên thiết bị', data: null };
}

/**
 * On each start of a signed-in console: a device already subscribed is handed to whoever is signed in now (a shared
 * office computer changes hands) and renewed on the server if it had forgotten it.
 */
export async function syncPushDevice() {
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  if (subscription) await register(subscription);
}

/** at logout: nothing more is pushed to this browser for the person leaving */
export async function dropPushSubscription() {
  remember(null);
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

function readDeviceId(): number | null {
  try {
    const id = Number(localStorage.getItem(DEVICE_STORAGE_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
