import * as z from 'zod/mini';
import { AccessCode } from './access-code.js';
import { ARRIVAL_FIELD_MESSAGES, ArrivalEstimate } from './arrival-estimate.js';
import { freeText } from './free-text.js';
import { NAME_MESSAGES, nameCheck } from './person-name.js';

/**
 * What a hero can answer under a status: they have seen it, they are on their way, they have called the emergency
 * services, they are with the person.
 *
 * @example
 * ACKNOWLEDGEMENT_KINDS.includes('here'); // true
 */
export const ACKNOWLEDGEMENT_KINDS = ['seen', 'on-the-way', 'called-emergency-services', 'here'] as const;

/** One of `ACKNOWLEDGEMENT_KINDS`. */
export const AcknowledgementKind = z.enum(ACKNOWLEDGEMENT_KINDS);
export type AcknowledgementKind = z.output<typeof AcknowledgementKind>;

/**
 * The limits of answers: the longest name a hero may give, the most heroes' answers one status takes, and how many
 * of one hero's answers it keeps (the latest; the owner sees them all, the heroes each one's latest).
 *
 * @example
 * <input maxLength={ACKNOWLEDGEMENT_LIMITS.name} />
 */
export const ACKNOWLEDGEMENT_LIMITS = { name: 60, perStatus: 50, perHero: 10 } as const;

/**
 * How many of a status's places (its alert subscriptions, its answering heroes) one client (an address, an IPv6 /64)
 * and one network (an IPv6 /48) may hold: enough for a household behind one address, too few to leave the status's
 * heroes no room.
 */
export const PLACES_PER_HOLDER = { perClient: 5, perNetwork: 10 } as const;

/**
 * Why the server refused a hero's answer (a 429 without `Retry-After`): the status has all the answers it takes, or
 * this client's or its network's heroes have answered it as often as they may. The site says them in its language.
 *
 * @example
 * ANSWER_REFUSAL_MESSAGES.full; // 'This status already has 50 answers, the most it takes. Call or message the person instead.'
 */
export const ANSWER_REFUSAL_MESSAGES = {
  full: `This status already has ${ACKNOWLEDGEMENT_LIMITS.perStatus} answers, the most it takes. Call or message the person instead.`,
  'client-full': `${PLACES_PER_HOLDER.perClient} heroes at this address have answered this status already, the most one address may. Call or message the person instead.`,
  'network-full': `${PLACES_PER_HOLDER.perNetwork} heroes on this network have answered this status already, the most one network may. Call or message the person instead.`,
} as const;

/**
 * The field messages of an answer.
 *
 * @example
 * ACKNOWLEDGEMENT_FIELD_MESSAGES.name; // 'Must be at most 60 characters.'
 */
export const ACKNOWLEDGEMENT_FIELD_MESSAGES = {
  name: NAME_MESSAGES.tooLong(ACKNOWLEDGEMENT_LIMITS.name),
  text: 'Must be text.',
  hero: 'Must be 16 to 64 letters, digits, - or _.',
} as const;

/**
 * The name a hero gives with an answer: one line of at most 60 characters as a reader counts them, trimmed, that
 * reads as a name (see `nameProblem`); empty or blank is no name.
 *
 * @example
 * HeroName.parse('  Sam '); // 'Sam'
 * HeroName.parse('   '); // null
 */
export const HeroName = z.pipe(
  z
    .string(ACKNOWLEDGEMENT_FIELD_MESSAGES.text)
    .check(z.trim(), freeText('single-line'), nameCheck(ACKNOWLEDGEMENT_LIMITS.name)),
  z.transform((name: string) => (name === '' ? null : name)),
);

/**
 * Who answers: a random id the hero's device keeps (the page draws it once and stores it), so that each hero's
 * latest answer replaces their earlier ones. It is never shown to anyone.
 *
 * @example
 * HeroId.parse(crypto.randomUUID());
 */
export const HeroId = z
  .string(ACKNOWLEDGEMENT_FIELD_MESSAGES.hero)
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, ACKNOWLEDGEMENT_FIELD_MESSAGES.hero));

/**
 * The body of `POST /api/acknowledgements`: a hero's answer under the status of an access code. Strict: an unknown
 * field is refused. Without `hero`, the answer counts as a hero of its own. An 'on-the-way' answer may carry `eta`,
 * how far away the hero is in minutes (`ArrivalEstimate`), never where they are; another kind may not.
 *
 * @example
 * AcknowledgementInput.parse({ accessCode: 'k7q2zd', kind: 'on-the-way', name: ' Sam ' });
 * // { accessCode: 'K7Q2ZD', kind: 'on-the-way', name: 'Sam' }
 */
export const AcknowledgementInput = z
  .strictObject({
    accessCode: AccessCode,
    kind: AcknowledgementKind,
    name: z.optional(z.nullable(HeroName)),
    hero: z.optional(HeroId),
    eta: z.optional(z.nullable(ArrivalEstimate)),
  })
  .check(
    z.refine(({ kind, eta }) => !eta || kind === 'on-the-way', {
      message: ARRIVAL_FIELD_MESSAGES.kind,
      path: ['eta'],
    }),
  );
export type AcknowledgementInput = z.input<typeof AcknowledgementInput>;

/**
 * A hero's answer as the server keeps it: what, by whom (null: no name given), when (ISO date-time), and for one on
 * the way how far away they said they were (`eta`; null or absent when they did not say, or from an older server).
 *
 * @example
 * const answer = Acknowledgement.parse(await response.json()); // { kind: 'seen', name: null, at: '…', eta: null }
 */
export const Acknowledgement = z.object({
  kind: AcknowledgementKind,
  name: z.nullable(z.string()),
  at: z.string(),
  eta: z.optional(z.catch(z.nullable(ArrivalEstimate), null)),
});
export type Acknowledgement = z.output<typeof Acknowledgement>;

/**
 * A list of answers of which each is read on its own: one this client cannot read (a kind added after its
 * release) is left out, and the others stay.
 *
 * @example
 * knownAnswers(Acknowledgement).parse([{ kind: 'seen', name: null, at: '…' }, { kind: 'dancing', name: null, at: '…' }]);
 * // [{ kind: 'seen', name: null, at: '…' }]
 */
export function knownAnswers<Answer extends z.ZodMiniType>(answer: Answer) {
  return z.pipe(
    z.transform((value: unknown) =>
      Array.isArray(value) ? value.filter((item) => answer.safeParse(item).success) : value,
    ),
    z.array(answer),
  );
}

/** Heroes' answers, each read on its own (`knownAnswers`). */
export const AcknowledgementList = knownAnswers(Acknowledgement);
