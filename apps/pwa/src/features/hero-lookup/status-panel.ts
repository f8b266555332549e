// The UI package's status panel as a module of its own: the lookup loads it with its first answer
// (`loadStatusPanel`), so that neither it nor its words are part of the lookup's first load. With it, the result's
// top line, which ticks on the panel's clock (`useNow`, in the package's module of the panel).

// An answer's words in English, and what they need of the status: with the panel, out of the first load.
export {
  describeAcknowledgement,
  describeOwnAcknowledgement,
  isPositionStale,
} from '@safety-companion/contract';
export { StatusPanel } from '@safety-companion/ui';
// Its words in the page's language (the `ui-status` section), which come with it.
export { uiStatusMessages } from '../../i18n/ui-status-words';
export { PhoneReport } from './phone-report';
