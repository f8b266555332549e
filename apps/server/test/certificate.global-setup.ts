// The browser specs' run trusts the test push service's certificate, as the unit tests' run does: made before
// Playwright starts its test processes.
import { trustTestCertificate } from './certificate.js';

export default function setup() {
  return trustTestCertificate();
}
