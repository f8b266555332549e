// The words of what a status's end means (features/hero-lookup/ended-status.tsx), loaded with the view of an ended
// status, outside the lookup's first load; 'This status has ended.' and 'Before it ended' are the page's (`lookup`).
export default {
  /** The result's heading, with the name the page knew ('Status' without one, the `lookup-result` section's). */
  heading: (name: string) => `${name}'s status has ended`,
  /**
   * Beneath 'This status has ended.': `name` is undefined when the status showed none; `time` is when this page saw
   * the end, since the server keeps no time of it.
   */
  stoppedAt: (name: string | undefined, time: string) =>
    `${name ?? 'The person'} stopped sharing at ${time}.`,
  notSafe: 'This does not tell you that they are safe. If you were worried, call them.',
  /** A first lookup that finds the status ended: the server keeps nothing of it, neither name nor time. */
  stopped: 'The person stopped sharing it.',
};
