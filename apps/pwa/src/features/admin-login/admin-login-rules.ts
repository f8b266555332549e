import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCredentials } from '@safety-companion/api';

/** The login form's rules: the contract's `AdminCredentials`, the schema the server checks the request with. */
export const adminLoginResolver = zodResolver(AdminCredentials);
