import ALERTS_WORDS from 'words:alerts';
import { useSyncExternalStore } from 'react';
import { onDeviceAlertsChange, parseDeviceAlerts, storedDeviceAlerts } from './device-alerts';

/**
 * The statuses this device has alerts for, each a link that looks it up: what the installed app, which opens on the
 * lookup, shows first. Nothing on the prerendered page (the server has no device), nor when there are none.
 */
export function DeviceAlertList() {
  const alerts = parseDeviceAlerts(
    useSyncExternalStore(onDeviceAlertsChange, storedDeviceAlerts, () => null),
  );
  if (alerts.length === 0) return null;
  return (
    <section className="lookup-device-alerts" aria-labelledby="lookup-device-alerts-heading">
      <h2 id="lookup-device-alerts-heading">{ALERTS_WORDS.listHeading}</h2>
      <ul>
        {alerts.map(({ code }) => (
          <li key={code}>
            <a href={`#code=${code}`}>{ALERTS_WORDS.listItem({ code })}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
