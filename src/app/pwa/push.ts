/**
 * Web Push in the browser (spec §2 /perfil, §7, §9 `pushNotificationsEnabled`): the service worker registration,
 * a subscription with the configured VAPID public key stored on the server, and the saved choice.
 */
import { config } from '../../config';
import type { AppServices } from '../services';
import { readItem, STORAGE_KEYS, writeItem } from '../storage';
import { SERVICE_WORKER_URL } from './install';

export { SERVICE_WORKER_URL };

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    config.pushPublicKey !== undefined
  );
}

export function pushEnabled(): boolean {
  return readItem(STORAGE_KEYS.pushNotificationsEnabled) === 'true';
}

/** The service worker's registration (registered on first use). */
export async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}

/** The VAPID key (URL-safe base64) as the bytes `pushManager.subscribe` takes. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const padded = (key + '='.repeat((4 - (key.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks permission, subscribes this browser and stores the subscription for the client. */
export async function subscribePush(services: AppServices, clientId: string, signal?: AbortSignal) {
  const key = config.pushPublicKey;
  if (!key) throw new Error('No VAPID key configured');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications not allowed');
  const registration = await serviceWorker();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(key),
    }));
  const json = subscription.toJSON() as {
    endpoint: string;
    expirationTime?: number | null;
    keys: { p256dh: string; auth: string };
  };
  const stored = await services.call('push.subscribe', {
    params: { id: clientId },
    body: {
      subscription: { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys },
      userAgent: navigator.userAgent.slice(0, 300),
    },
    ...(signal ? { signal } : {}),
  });
  writeItem(STORAGE_KEYS.pushNotificationsEnabled, 'true');
  return stored;
}

/** Unsubscribes this browser and saves the choice. */
export async function unsubscribePush(): Promise<void> {
  writeItem(STORAGE_KEYS.pushNotificationsEnabled, 'false');
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
