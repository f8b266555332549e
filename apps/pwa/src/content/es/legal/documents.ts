export { Eula } from './eula';
export { OptInPolicy } from './opt-in-policy';
export { PrivacyPolicy } from './privacy-policy';
