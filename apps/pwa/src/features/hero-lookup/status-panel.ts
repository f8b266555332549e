// The UI package's status panel as a module of its own: the lookup loads it with its first answer
// (`loadStatusPanel`), so that neither it nor its words are part of the lookup's first load.
export { StatusPanel } from '@safety-companion/ui';
