/** The statuses this device has alerts for: the only thing the lookup keeps on the device, and only while on. */
export interface DeviceAlert {
  code: string;
  /** The server's id of the subscription, which stops it (`DELETE /api/alerts/{id}`). */
  id: string;
}

const STORAGE_KEY = 'hero-alerts';

export function deviceAlerts(): DeviceAlert[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is DeviceAlert => typeof entry?.code === 'string' && typeof entry?.id === 'string',
        )
      : [];
  } catch {
    // Storage refused (private browsing) or unreadable: no alerts are known on this device.
    return [];
  }
}

function store(alerts: DeviceAlert[]) {
  try {
    if (alerts.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(alerts));
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
