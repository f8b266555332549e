import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { ACCOUNT_DELETION } from '../content/localized-content';
import { PageText } from '../content/page-text';
import { pageHead } from '../lib/page-head';
import { SITE_TEXTS } from '../messages/site';

export const Route = createFileRoute('/accountDeletion')({
  staticData: { loadWords: ACCOUNT_DELETION.load },
  head: () =>
    pageHead(
      SITE_TEXTS.pages.accountDeletion,
      SITE_TEXTS.pages.accountDeletionDescription(settings.productName),
    ),
  component: AccountDeletionPage,
});

function AccountDeletionPage() {
  return (
    <div className="page">
      <h1>{SITE_TEXTS.pages.accountDeletion}</h1>
      <PageText name="account-deletion" content={ACCOUNT_DELETION}>
        {({ AccountDeletion }) => <AccountDeletion settings={settings} />}
      </PageText>
    </div>
  );
}
