// A strict TypeScript consumer of the packed package's public types.
import {
  type ApiClient,
  ApiError,
  createApiClient,
  type FeedbackInput,
  getDirectionsUrl,
  type StatusSnapshot,
} from '@safety-companion/api';
import { type AdminClient, createAdminClient } from '@safety-companion/api/admin';

const api: ApiClient = createApiClient({ baseUrl: 'https://example.org/api', getIdToken: async () => null });
const input: FeedbackInput = { name: 'Sam', email: 'sam@example.com', subject: 'Hi', body: 'Thanks' };

export async function lookUp(code: string): Promise<string | undefined> {
  const snapshot: StatusSnapshot = await api.getSnapshot(code);
  const latitude: number | undefined = snapshot.location?.latitude;
  void latitude;
  return getDirectionsUrl(snapshot);
}

export async function send(): Promise<string | undefined> {
  try {
    return (await api.addFeedback(input)).id;
  } catch (error) {
    if (error instanceof ApiError) return error.status?.toFixed(0);
    throw error;
  }
}

const admin: AdminClient = createAdminClient({ baseUrl: 'https://example.org/api' });

export async function openMessages(): Promise<number> {
  const { items } = await admin.listFeedback({ status: 'open' });
  return items.filter((item) => !item.handled).length;
}
