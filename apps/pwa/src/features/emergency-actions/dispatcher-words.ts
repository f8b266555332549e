import {
  type DispatcherBrief,
  type DispatcherBriefOptions,
  dispatcherBrief,
  type EmergencyNumber,
  emergencySteps,
  type StatusSnapshot,
} from '@safety-companion/contract';
import { EMERGENCY_TEXTS } from './messages';

/**
 * What to tell the dispatcher, in the page's language: the contract's `dispatcherBrief` with the `emergency`
 * section's words (nothing is made up: a part whose field is empty is left out; the state is worded from the state,
 * never from the server's `reason`).
 */
export function briefOf(snapshot: StatusSnapshot, options: DispatcherBriefOptions = {}): DispatcherBrief {
  return dispatcherBrief(snapshot, options, EMERGENCY_TEXTS.brief);
}

/** The steps for a hero in an emergency, in the page's language: the contract's `emergencySteps`, in order. */
export function stepsOf(emergency: EmergencyNumber): string[] {
  return emergencySteps(emergency, EMERGENCY_TEXTS.steps);
}
