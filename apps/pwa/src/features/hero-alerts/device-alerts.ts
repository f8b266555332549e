/** The statuses this device has alerts for: the only thing the lookup keeps on the device, and only while on. */
export interface DeviceAlert {
  code: string;
  /** The server's id of the subscription, which stops it (`DELETE /api/alerts/{id}`). */
  id: string;
}

const STORAGE_KEY = 'hero-alerts';
/** Said on this page when the list changes (the `storage` event says it only to the site's other pages). */
const CHANGED = 'hero-alerts-changed';

/** The stored list as text, unparsed: stable between changes, as `useSyncExternalStore` needs. */
export function storedDeviceAlerts(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Calls back on every change of the list, on this page or another of the site's. */
export function onDeviceAlertsChange(callback: () => void): () => void {
  window.addEventListener(CHANGED, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGED, callback);
    window.removeEventListener('storage', callback);
  };
}

export function parseDeviceAlerts(text: string | null): DeviceAlert[] {
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is DeviceAlert => typeof entry?.code === 'string' && typeof entry?.id === 'string',
        )
      : [];
  } catch {
    // Unreadable: no alerts are known on this device.
    return [];
  }
}

export function deviceAlerts(): DeviceAlert[] {
  return parseDeviceAlerts(storedDeviceAlerts());
}

function store(alerts: DeviceAlert[]) {
  try {
    if (alerts.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(alerts));
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // Storage refused: the alerts still come; this device just cannot list them or stop them from another visit.
  }
}

export function deviceAlertFor(code: string): DeviceAlert | undefined {
  return deviceAlerts().find((alert) => alert.code === code);
}

export function keepDeviceAlert(alert: DeviceAlert) {
  store([...deviceAlerts().filter((kept) => kept.code !== alert.code), alert]);
}

export function forgetDeviceAlert(code: string) {
  store(deviceAlerts().filter((kept) => kept.code !== code));
}
