/**
 * Joins the class names that are set, skipping `false`, `null`, `undefined` and empty strings: the one way the
 * components combine their own classes with a caller's. The four lines of clsx's string case, written here so
 * the published package adds no runtime dependency for them.
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
