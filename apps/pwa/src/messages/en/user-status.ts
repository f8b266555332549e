// The User Status debug page's words (its title is the site's, `SITE_TEXTS.pages`): its intro, its field, the outcome
// of reading the pasted JSON, the dates table.
export default {
  intro:
    'A debugging aid: paste the JSON of a status snapshot to see how Hero Lookup shows it. It is read on this device only; nothing is sent or stored.',
  inputLabel: 'Status JSON',
  inputHint: 'Each change is read at once.',
  parseError: (message: string) => `Error parsing status: ${message}`,
  parsed: 'Status parsed successfully.',
  parsedHeading: 'Parsed status',
  datesHeading: 'Dates',
  datesCaption: 'The status dates in UTC and in local time',
  columns: { field: 'Field', sent: 'Value as sent', utc: 'UTC', local: (zone: string) => `Local (${zone})` },
  rawHeading: 'Raw JSON',
};
