import SITE_WORDS from 'words:site';
import USER_STATUS_WORDS from 'words:user-status';
import { createFileRoute } from '@tanstack/react-router';
import { UserStatusView } from '../features/user-status/user-status-view';
import { ComponentWords } from '../i18n/component-words';
import { dateLocale } from '../i18n/date-locale';
import { uiStatusMessages } from '../i18n/ui-status-words';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/user-status')({
  head: () => pageHead(SITE_WORDS.pages.userStatus, SITE_WORDS.pages.userStatusDescription),
  component: UserStatusPage,
});

function UserStatusPage() {
  return (
    <ComponentWords messages={uiStatusMessages}>
      <div className="page">
        <h1>{SITE_WORDS.pages.userStatus}</h1>
        <p>{USER_STATUS_WORDS.intro}</p>
        <UserStatusView locale={dateLocale()} />
      </div>
    </ComponentWords>
  );
}
