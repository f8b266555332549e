import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackInput } from '@safety-companion/api';

/** The feedback form's rules: the API package's `FeedbackInput`, the schema the server checks the request with. */
export const feedbackResolver = zodResolver(FeedbackInput);
