import { FeedbackInput } from '@safety-companion/api';
import { codedResolver } from '../../lib/coded-resolver';

/**
 * The feedback form's rules: the API package's `FeedbackInput`, the schema the server checks the request with; each
 * field's error carries its rule's code.
 */
export const feedbackResolver = codedResolver(FeedbackInput);
