// The UI package's `status` section in English: the status line and the lines of the status panel, whose own words
// they are. The lookup's early paint writes the status line and the lines under it with them (each other language's
// file of this name in its place), before the app has loaded the panel.
export { UI_STATUS_EN as default } from '@safety-companion/ui';
