// The status line and the two lines under it ('Emergency since …', 'At: … (the place they named)') in English: the
// status panel's own words, from the UI package. The lookup's early paint writes them with these (each other
// language's file of this name in its place), before the app has loaded the panel.
export { UI_STATUS_LINES_EN as default } from '@safety-companion/ui';
