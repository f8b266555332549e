export { LtrInText } from './ltr-in-text';
