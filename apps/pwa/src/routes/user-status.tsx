import { createFileRoute } from '@tanstack/react-router';
import { USER_STATUS_TEXTS } from '../features/user-status/messages';
import { UserStatusView } from '../features/user-status/user-status-view';
import { ComponentWords } from '../i18n/component-words';
import { dateLocale } from '../i18n/date-locale';
import { pageHead } from '../lib/page-head';
import { SITE_TEXTS } from '../messages/site';

export const Route = createFileRoute('/user-status')({
  head: () => pageHead(SITE_TEXTS.pages.userStatus, SITE_TEXTS.pages.userStatusDescription),
  staticData: { sections: ['user-status', 'ui-status'] },
  component: UserStatusPage,
});

function UserStatusPage() {
  return (
    <ComponentWords>
      <div className="page">
        <h1>{SITE_TEXTS.pages.userStatus}</h1>
        <p>{USER_STATUS_TEXTS.intro}</p>
        <UserStatusView locale={dateLocale()} />
      </div>
    </ComponentWords>
  );
}
