export type { AlertProps } from './alert';
export { Alert } from './alert';
