// The words of the lookup's alerts: the control under a status, and the list of this device's alerts.
export default {
  turnOn: 'Alert me on this device',
  turningOn: 'Turning on alerts...',
  on: 'Alerts are on for this status on this device.',
  stop: 'Stop alerts',
  stopping: 'Stopping alerts...',
  stopped: 'Alerts are off for this status on this device.',
  refused:
    'Notifications are not allowed for this site, so alerts cannot be turned on; allow them in your browser settings to try again.',
  unavailable: 'Alerts are not available on this site at the moment.',
  failed: 'Alerts could not be turned on. Please try again.',
  stopFailed: 'Alerts could not be stopped. Please try again.',
  listHeading: 'Your alerts on this device',
  listItem: (code: string) => `Look up ${code}`,
  addToHomeScreen:
    'To get alerts for this status on this iPhone or iPad, add this site to your Home Screen (Share, then Add to Home Screen) and look up the code there: alerts work from the Home Screen app.',
};
