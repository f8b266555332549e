import ADMIN_INBOX_WORDS from 'words:admin-inbox';
import type { AdminClient, FeedbackItem, FeedbackPage } from '@safety-companion/api';
import { Alert, Button } from '@safety-companion/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { firstWords, formatReceived } from './format';
import { isSignedOut, LOGIN_REDIRECT } from './session';
import type { InboxFilter } from './types';

const FILTERS: InboxFilter[] = ['open', 'handled', 'all'];

/** The pages read after the route's first one, and the page they follow. */
interface MorePages {
  after: FeedbackPage;
  items: FeedbackItem[];
  nextCursor: string | null;
}

/** The inbox: a filter, then the messages newest first, the route's first page and more on request. */
export function FeedbackList({
  api,
  firstPage,
  status,
  notice,
}: {
  api: AdminClient;
  firstPage: FeedbackPage;
  status: InboxFilter;
  notice?: string;
}) {
  const navigate = useNavigate();
  const [more, setMore] = useState<MorePages | undefined>();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState(false);
  // Pages read after an earlier first page (another filter, or the list loaded again) are not this list's.
  const shown = more?.after === firstPage ? more : undefined;
  const items = shown ? [...firstPage.items, ...shown.items] : firstPage.items;
  const nextCursor = shown ? shown.nextCursor : firstPage.nextCursor;

  async function loadMore(cursor: string) {
    setLoading(true);
    setFailure(false);
    try {
      const page = await api.listFeedback({ status, cursor });
      setMore({
        after: firstPage,
        items: [...(shown?.items ?? []), ...page.items],
        nextCursor: page.nextCursor,
      });
    } catch (error) {
      if (isSignedOut(error)) await navigate(LOGIN_REDIRECT);
      else setFailure(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="inbox-heading">
      <nav aria-label={ADMIN_INBOX_WORDS.filters} className="admin-inbox__filters">
        <ul>
          {FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to="/admin"
                search={{ status: filter }}
                aria-current={filter === status ? 'page' : undefined}
              >
                {ADMIN_INBOX_WORDS.filterNames[filter]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 id="inbox-heading">{ADMIN_INBOX_WORDS.listHeadings[status]}</h2>
      {notice ? <p role="status">{notice}</p> : null}
      {failure ? <Alert tone="error">{ADMIN_INBOX_WORDS.failure}</Alert> : null}
      {items.length === 0 ? (
        <p>{ADMIN_INBOX_WORDS.empty}</p>
      ) : (
        <ul className="admin-inbox__list">
          {items.map((item) => (
            <li key={item.id} className={item.handled ? 'admin-inbox__item--handled' : undefined}>
              <Link to="/admin" search={{ status, id: item.id }} className="admin-inbox__item">
                <span className="admin-inbox__item-top">
                  <strong>{item.name}</strong>
                  <time dateTime={item.createdAt}>{formatReceived(item.createdAt)}</time>
                </span>
                <span className="admin-inbox__subject">
                  {item.subject}
                  {item.handled ? (
                    <span className="admin-inbox__badge">{ADMIN_INBOX_WORDS.handledBadge}</span>
                  ) : null}
                </span>
                <span className="admin-inbox__excerpt">{firstWords(item.body)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <Button variant="secondary" busy={loading} onClick={() => void loadMore(nextCursor)}>
          {ADMIN_INBOX_WORDS.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
