import type { FeedbackItem } from '@safety-companion/api';
import { Alert, Button } from '@safety-companion/ui';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { ADMIN_INBOX_TEXTS } from './messages';
import type { InboxFilter } from './types';
import { firstWords, formatReceived, useAdminCall } from './use-admin-call';

const FILTERS: InboxFilter[] = ['open', 'handled', 'all'];

/** The inbox: a filter, then the messages newest first, a page at a time. */
export function FeedbackList({ status, notice }: { status: InboxFilter; notice?: string }) {
  const api = useApi();
  const adminCall = useAdminCall();
  const [items, setItems] = useState<FeedbackItem[] | undefined>();
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState(false);

  const load = useCallback(
    async (cursor: string | undefined) => {
      setLoading(true);
      setFailure(false);
      try {
        const page = await adminCall(() => api.listFeedback({ status, cursor }));
        if (!page) return;
        setItems((shown) => (cursor && shown ? [...shown, ...page.items] : page.items));
        setNextCursor(page.nextCursor);
      } catch {
        setFailure(true);
      } finally {
        setLoading(false);
      }
    },
    [api, adminCall, status],
  );

  useEffect(() => {
    setItems(undefined);
    void load(undefined);
  }, [load]);

  return (
    <section aria-labelledby="inbox-heading">
      <nav aria-label={ADMIN_INBOX_TEXTS.filters} className="admin-inbox__filters">
        <ul>
          {FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to="/admin"
                search={{ status: filter }}
                aria-current={filter === status ? 'page' : undefined}
              >
                {ADMIN_INBOX_TEXTS.filterNames[filter]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 id="inbox-heading">{ADMIN_INBOX_TEXTS.listHeadings[status]}</h2>
      {notice ? <p role="status">{notice}</p> : null}
      {failure ? <Alert tone="error">{ADMIN_INBOX_TEXTS.failure}</Alert> : null}
      {items === undefined ? (
        loading ? (
          <p role="status">{ADMIN_INBOX_TEXTS.loading}</p>
        ) : null
      ) : items.length === 0 ? (
        <p>{ADMIN_INBOX_TEXTS.empty}</p>
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
                    <span className="admin-inbox__badge">{ADMIN_INBOX_TEXTS.handledBadge}</span>
                  ) : null}
                </span>
                <span className="admin-inbox__excerpt">{firstWords(item.body)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <Button variant="secondary" busy={loading} onClick={() => void load(nextCursor)}>
          {ADMIN_INBOX_TEXTS.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
