import { createFileRoute } from '@tanstack/react-router';
import { USER_STATUS_TEXTS, UserStatusView } from '../features/user-status/user-status-view';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/user-status')({
  head: () => pageHead('User Status', 'A debugging aid that shows how a pasted status snapshot is read.'),
  component: UserStatusPage,
});

function UserStatusPage() {
  return (
    <div className="page">
      <h1>{USER_STATUS_TEXTS.heading}</h1>
      <p>{USER_STATUS_TEXTS.intro}</p>
      <UserStatusView />
    </div>
  );
}
