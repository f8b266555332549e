// `pnpm app:simulate`: acts as the mobile app against a running development server (`npm start`). It signs in
// with the local development identity, starts a status, prints the hero's lookup link, then moves it, switches
// the emergency on and stops it: on keypresses in a terminal, or on a schedule (`--auto`, or without a terminal;
// a step every 20 s, or every N s with `--every=N`). Meanwhile it prints the heroes' answers as they arrive, and
// reports as the app must: each position with the time it was taken, and at least the battery every 60 s in an
// emergency and every 5 minutes otherwise (`REPORT_INTERVAL_MS`), so that the heroes' page knows it is there.
// `--phone=+15551234567` shares that number with the heroes (`contactPhone`), as the app does once the person turned
// it on for the status: their page then offers "Call Riley" and "Message Riley".
// A hero's request for a fresh position (`positionRequest`, in every update's answer and in the 2-second read of the
// answers) is answered as the app must: a position taken now, with its `takenAt`; or, with the battery at 10% or
// less, a decline (`declinePositionRequest`).
import {
  type Acknowledgement,
  CONTACT_PHONE_PATTERN,
  createApiClient,
  describeAcknowledgement,
  isApiError,
  positionRequestState,
  REPORT_INTERVAL_MS,
  type StatusLocation,
  type StatusSnapshot,
  type StatusUpdateInput,
} from '@safety-companion/api';
import { isConfigError, loadConfig } from '../src/config.js';
import { DEVELOPMENT_SECRET_FILE, developmentToken } from '../src/development-identity.js';

// `--every=5` takes a step every 5 seconds instead.
const every = process.argv.find((arg) => arg.startsWith('--every='));
const STEP_EVERY_MS = (Number(every?.slice('--every='.length)) || 20) * 1000;
// `--phone=+15551234567` shares the person's number.
const phoneArgument = process.argv.find((arg) => arg.startsWith('--phone='))?.slice('--phone='.length);
if (phoneArgument !== undefined && !CONTACT_PHONE_PATTERN.test(phoneArgument)) {
  console.error(
    '--phone takes a number in E.164 form: a plus, then 7 to 15 digits, like --phone=+15551234567.',
  );
  process.exit(1);
}
const START: StatusLocation = { latitude: 41.8789, longitude: -87.6359, accuracy: 35 };
/** How often the heroes' answers are asked for, as the app would while it is open. */
const ANSWERS_EVERY_MS = 2_000;

function fail(error: unknown): never {
  if (isConfigError(error)) console.error(error.message);
  else if (isApiError(error) && error.status === 401) {
    console.error(
      'The server refused the development identity: it trusts it only without FIREBASE_PROJECT_ID, on a ' +
        'loopback HOST, without TRUST_PROXY or NODE_ENV=production, and with the secret of its DATA_DIR (see the ' +
        'line it printed at start).',
    );
  } else if (isApiError(error) && error.kind === 'network') {
    console.error(`No server answers at ${origin}. Start it first: npm start`);
  } else console.error(`The simulation failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let origin = '';
let token: string | undefined;
try {
  const config = loadConfig();
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  // The server's data folder holds the secret: the same DATA_DIR as the server's (npm start's by default).
  token = developmentToken(config.dataDir, 'simulated-user');
  if (!token) {
    console.error(
      `No ${DEVELOPMENT_SECRET_FILE} in ${config.dataDir}: start the server first (npm start), or set DATA_DIR ` +
        'to the data folder of the server to act on.',
    );
    process.exit(1);
  }
} catch (error) {
  fail(error);
}

const api = createApiClient({ baseUrl: `${origin}/api`, getIdToken: async () => token });
let location = START;
let battery = 0.2;
let emergency = false;
/** A position as the phone just took it. */
const fixed = (position: StatusLocation): StatusLocation => ({
  ...position,
  takenAt: new Date().toISOString(),
});

const created = await api
  .createStatus({
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    location: fixed(location),
    startLocation: START,
    endTime: new Date(Date.now() + 60 * 60_000).toISOString(),
    displayName: 'Riley',
    ...(phoneArgument && { contactPhone: phoneArgument }),
    info: 'Simulated by app:simulate. No real person is involved.',
    battery: { level: battery, charging: false },
    timerDetails: {
      who: 'Meeting a seller',
      what: 'Buying a bicycle',
      where: 'Café by Millennium Park',
    },
  })
  .catch(fail);

console.log(`Status started (id ${created.id}).`);
console.log(`Access code: ${created.accessCode}`);
if (phoneArgument) console.log(`Shared with the heroes: the phone number ${phoneArgument}.`);
console.log(`Lookup:      ${origin}/hero-lookup#code=${created.accessCode}`);

// The answers printed so far, by their time and words: each answer is printed once.
const printed = new Set<string>();
function printAnswers(answers: Acknowledgement[]) {
  for (const answer of [...answers].reverse()) {
    const line = `${describeAcknowledgement(answer)} (${new Date(answer.at).toLocaleTimeString()}).`;
    if (printed.has(`${answer.at} ${line}`)) continue;
    printed.add(`${answer.at} ${line}`);
    console.log(`Answer: ${line}`);
  }
}
setInterval(() => {
  api.getStatus(created.id).then(
    ({ snapshot, acknowledgements }) => {
      printAnswers(acknowledgements);
      answerPositionRequest(snapshot);
    },
    // The status may be stopping, or the server restarting: the next poll tries again.
    () => {},
  );
}, ANSWERS_EVERY_MS).unref();

// The next report is due one interval after the last update, whatever it sent.
let reportTimer: NodeJS.Timeout | undefined;
function reportLater() {
  clearTimeout(reportTimer);
  reportTimer = setTimeout(
    () => {
      update({ battery: { level: battery, charging: false } }).then(
        () => console.log(`Reported: battery ${Math.round(battery * 100)}%.`),
        fail,
      );
    },
    REPORT_INTERVAL_MS[emergency ? 'emergency' : 'other'],
  );
  reportTimer.unref();
}
async function update(change: StatusUpdateInput) {
  const { snapshot } = await api.updateStatus(created.id, change);
  reportLater();
  answerPositionRequest(snapshot);
}

/** The battery level at or below which the phone declines a request for a fresh position. */
const LOW_BATTERY = 0.1;
// The requests answered so far, by their time: each is answered once.
const answeredRequests = new Set<string>();
function answerPositionRequest(snapshot: StatusSnapshot) {
  const request = positionRequestState(snapshot, Date.now());
  if (request?.state !== 'waiting' || answeredRequests.has(request.request.at)) return;
  answeredRequests.add(request.request.at);
  const who = request.request.name ?? 'A hero';
  if (battery <= LOW_BATTERY) {
    update({ declinePositionRequest: true }).then(
      () => console.log(`${who} asked for a fresh position: declined, the battery is low.`),
      fail,
    );
    return;
  }
  update({ location: fixed(location) }).then(
    () => console.log(`${who} asked for a fresh position: sent one, taken now.`),
    fail,
  );
}
reportLater();

const steps = {
  move: async () => {
    location = { latitude: location.latitude + 0.002, longitude: location.longitude + 0.003, accuracy: 12 };
    battery = Math.max(0.05, battery - 0.06);
    await update({ location: fixed(location), battery: { level: battery, charging: false } });
    console.log(
      `Moved to ${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)} (within 12 m); battery ${Math.round(battery * 100)}%.`,
    );
  },
  emergency: async () => {
    emergency = true;
    await update({ emergency: true });
    console.log('Emergency switched on.');
  },
  stop: async () => {
    clearTimeout(reportTimer);
    await api.stopStatus(created.id);
    console.log('Stopped: the status is deleted; its code now answers "This status has ended."');
    process.exit(0);
  },
};

if (process.stdin.isTTY && !process.argv.includes('--auto')) {
  console.log('Keys: m = move, e = emergency on, s = stop (and quit), q = quit without stopping.');
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.on('data', (data: Buffer) => {
    const key = data.toString().toLowerCase();
    if (key === 'q' || key === '\u0003') process.exit(0);
    const step =
      key === 'm' ? steps.move : key === 'e' ? steps.emergency : key === 's' ? steps.stop : undefined;
    step?.().catch(fail);
  });
} else {
  const schedule = [steps.move, steps.emergency, steps.stop];
  console.log(`Every ${STEP_EVERY_MS / 1000} s: move, switch the emergency on, stop.`);
  const timer = setInterval(() => {
    const step = schedule.shift();
    if (!step) return clearInterval(timer);
    step().catch(fail);
  }, STEP_EVERY_MS);
}
