import type { ReactNode } from 'react';
import type { NumberToCall } from '../hero-lookup/call-words';
import { useHeroEmergencyNumber } from './use-hero-emergency-number';

export interface HeroNumberProps {
  /** The site's `VITE_EMERGENCY_NUMBER`, for a hero whose country is not known. */
  fallbackNumber: string;
  /** What names the number, given the hero's own (`useHeroEmergencyNumber`). */
  children: (call: NumberToCall) => ReactNode;
}

/** The hero's own emergency number, for a part of the page outside the action bar that names it and calls it. */
export function HeroNumber({ fallbackNumber, children }: HeroNumberProps) {
  return children(useHeroEmergencyNumber(fallbackNumber));
}
