import USER_STATUS_WORDS from 'words:user-status';
import { Alert, StatusPanel, TextArea } from '@safety-companion/ui';
import { useEffect, useMemo, useState } from 'react';
import type { StatusParseResult } from './status-parser';
import './user-status.css';

type StatusParser = typeof import('./status-parser');

// The parser (the contract's zod schema of a status) loads with the first text, not with the page: an empty box
// needs none of it. A load that fails is tried again at the next change.
const loadParser = () => import('./status-parser');

function localZone(timeZone: string | undefined): string {
  return timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The User Status debug view: a text box for status JSON, read on each change, with the outcome in an alert, the
 * status as a hero would see it, its dates in UTC and local time, and the raw JSON.
 */
export function UserStatusView({ locale, timeZone }: { locale?: string; timeZone?: string }) {
  const [text, setText] = useState('');
  const [parser, setParser] = useState<StatusParser | null>(null);
  useEffect(() => {
    if (parser || text.trim() === '') return;
    let wanted = true;
    loadParser().then(
      (loaded) => wanted && setParser(loaded),
      () => {},
    );
    return () => {
      wanted = false;
    };
  }, [text, parser]);
  const result = useMemo<StatusParseResult>(
    () => (parser ? parser.parseStatus(text, { locale, timeZone }) : { kind: 'empty' }),
    [parser, text, locale, timeZone],
  );

  return (
    <div className="user-status">
      <TextArea
        label={USER_STATUS_WORDS.inputLabel}
        hint={USER_STATUS_WORDS.inputHint}
        rows={8}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        className="user-status__input"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />

      {result.kind === 'error' ? (
        <Alert tone="error">{USER_STATUS_WORDS.parseError({ message: result.message })}</Alert>
      ) : null}
      {result.kind === 'parsed' ? <Alert tone="success">{USER_STATUS_WORDS.parsed}</Alert> : null}

      {result.kind === 'parsed' ? (
        <>
          <section aria-labelledby="user-status-parsed">
            <h2 id="user-status-parsed">{USER_STATUS_WORDS.parsedHeading}</h2>
            <StatusPanel snapshot={result.snapshot} headingLevel={3} locale={locale} timeZone={timeZone} />
          </section>

          <section aria-labelledby="user-status-dates">
            <h2 id="user-status-dates">{USER_STATUS_WORDS.datesHeading}</h2>
            <div className="user-status__table">
              <table>
                <caption>{USER_STATUS_WORDS.datesCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{USER_STATUS_WORDS.columns.field}</th>
                    <th scope="col">{USER_STATUS_WORDS.columns.sent}</th>
                    <th scope="col">{USER_STATUS_WORDS.columns.utc}</th>
                    <th scope="col">{USER_STATUS_WORDS.columns.local({ zone: localZone(timeZone) })}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.dates.map((row) => (
                    <tr key={row.field}>
                      <th scope="row">{row.field}</th>
                      <td>
                        <code>{row.sent}</code>
                      </td>
                      <td>{row.utc}</td>
                      <td>{row.local}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section aria-labelledby="user-status-raw">
            <h2 id="user-status-raw">{USER_STATUS_WORDS.rawHeading}</h2>
            <pre className="user-status__raw">
              <code>{result.pretty}</code>
            </pre>
          </section>
        </>
      ) : null}
    </div>
  );
}
