import { AdminCredentials } from '@safety-companion/api';
import { codedResolver } from '../../lib/coded-resolver';

/**
 * The login form's rules: the contract's `AdminCredentials`, the schema the server checks the request with; each
 * field's error carries its rule's code.
 */
export const adminLoginResolver = codedResolver(AdminCredentials);
