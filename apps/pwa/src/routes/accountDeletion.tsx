import { createFileRoute } from '@tanstack/react-router';
import { settings } from '../build-settings';
import { AccountDeletion } from '../content/account-deletion';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/accountDeletion')({
  head: () =>
    pageHead(
      'Account Deletion',
      `How to delete your ${settings.productName} account and everything stored with it.`,
    ),
  component: AccountDeletionPage,
});

function AccountDeletionPage() {
  return (
    <div className="page">
      <h1>Account Deletion</h1>
      <AccountDeletion settings={settings} />
    </div>
  );
}
