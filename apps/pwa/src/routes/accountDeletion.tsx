import SITE_WORDS from 'words:site';
import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { ACCOUNT_DELETION } from '../content/localized-content';
import { PageText } from '../content/page-text';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/accountDeletion')({
  staticData: { loadWords: ACCOUNT_DELETION.load },
  head: () =>
    pageHead(
      SITE_WORDS.pages.accountDeletion,
      SITE_WORDS.pages.accountDeletionDescription({ product: settings.productName }),
    ),
  component: AccountDeletionPage,
});

function AccountDeletionPage() {
  return (
    <div className="page">
      <h1>{SITE_WORDS.pages.accountDeletion}</h1>
      <PageText name="account-deletion" content={ACCOUNT_DELETION}>
        {({ AccountDeletion }) => <AccountDeletion settings={settings} />}
      </PageText>
    </div>
  );
}
