import {
  MAX_LIVE_STATUSES,
  StatusCreated,
  StatusCreateInput,
  StatusOverview,
  StatusUpdated,
  StatusUpdateInput,
} from '@safety-companion/contract';
import { Hono } from 'hono';
import * as z from 'zod';
import { hashAccessCode } from '../access-codes.js';
import { requireUser } from '../auth.js';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { BODY_ANSWERS, errorAnswer, jsonBody, operation } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';
import { refuseEndedEndTime, storedLocation } from '../status-rules.js';
import { acknowledgementOf, snapshotOf } from '../status-snapshot.js';
import type { StatusChange, StatusDetails } from '../store/store.js';

const HOUR_MS = 3_600_000;
// 32^6 codes make a collision rare; ten in a row means something is wrong, not bad luck.
const MAX_CODE_DRAWS = 10;
const StatusId = z.uuid();

function toDate(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** The id of the path; an id that cannot exist answers 404 like one that does not. */
function statusId(id: string): string {
  if (!StatusId.safeParse(id).success) throw httpError(404, ERROR_MESSAGES.notFound);
  return id.toLowerCase();
}

const STATUS_ID = "The status's id.";
const unauthorized = errorAnswer('Authentication required');
const notTheirs = errorAnswer("No such status of this user (another user's status answers the same).");

/**
 * The calls of the mobile app, each with the user's Firebase ID token:
 * `POST /api/statuses` starts a status and answers its id and access code, `PATCH /api/statuses/{id}` changes it,
 * `GET /api/statuses/{id}` reads it with every answer of the heroes, `DELETE /api/statuses/{id}` stops it (deleted at
 * once). Another user's status answers 404, like an unknown id.
 */
export function statusRoutes(deps: RouteDeps) {
  const { store, clock, config, authenticate, accessCodeSecret, drawAccessCode } = deps;
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(authenticate);

  app.post(
    '/statuses',
    operation({
      operationId: 'createStatus',
      summary: 'The mobile app starts a status; the answer carries the access code for the heroes.',
      signedIn: 'user',
      responses: {
        201: { description: 'Started.', schema: StatusCreated },
        ...BODY_ANSWERS,
        401: unauthorized,
        409: errorAnswer('The user already has the most live statuses one account may have.'),
        503: errorAnswer('No unused access code could be drawn; try again.'),
      },
    }),
    signedIn,
    jsonBody(StatusCreateInput),
    async (c) => {
      const input = c.req.valid('json');
      const now = clock();
      refuseEndedEndTime(input.endTime, now, config.statusRetentionHours);
      const details: StatusDetails = {
        timezone: input.timezone,
        location: storedLocation(input.location, 'location', now),
        startLocation: input.startLocation ? storedLocation(input.startLocation, 'startLocation', now) : null,
        emergency: input.emergency,
        info: input.info ?? null,
        timerDetails: input.timerDetails ?? null,
        photo_url: input.photo_url ?? null,
        battery: input.battery ?? null,
        displayName: input.displayName ?? null,
        contactPhone: input.contactPhone ?? null,
      };
      for (let draw = 0; draw < MAX_CODE_DRAWS; draw++) {
        const accessCode = drawAccessCode();
        const status = await store.createStatus(
          {
            owner: c.get('userId'),
            codeHash: hashAccessCode(accessCodeSecret, accessCode),
            details,
            endTime: toDate(input.endTime),
            maxLive: MAX_LIVE_STATUSES,
          },
          new Date(now),
        );
        if (status === 'too-many') throw httpError(409, ERROR_MESSAGES.tooManyStatuses);
        if (status) {
          return c.json({ id: status.id, accessCode, snapshot: snapshotOf(status, now, accessCode) }, 201);
        }
      }
      throw httpError(503, ERROR_MESSAGES.noAccessCode);
    },
  );

  app.get(
    '/statuses/:id',
    operation({
      operationId: 'getStatus',
      summary: "The user's status as heroes see it, with every answer the heroes gave, newest first.",
      signedIn: 'user',
      id: STATUS_ID,
      responses: {
        200: { description: 'The status and its answers.', schema: StatusOverview },
        401: unauthorized,
        404: notTheirs,
      },
    }),
    signedIn,
    async (c) => {
      const id = statusId(c.req.param('id'));
      const found = await store.readOwnStatus(id, c.get('userId'));
      if (!found) throw httpError(404, ERROR_MESSAGES.notFound);
      const overview: StatusOverview = {
        snapshot: snapshotOf(found.status, clock(), null),
        acknowledgements: found.acknowledgements.map(acknowledgementOf),
      };
      return c.json(overview);
    },
  );

  app.patch(
    '/statuses/:id',
    operation({
      operationId: 'updateStatus',
      summary:
        'The mobile app changes its status (location, emergency, details, end time, photo, battery, name, phone).',
      signedIn: 'user',
      id: STATUS_ID,
      responses: {
        200: { description: 'Changed.', schema: StatusUpdated },
        ...BODY_ANSWERS,
        401: unauthorized,
        404: notTheirs,
      },
    }),
    signedIn,
    jsonBody(StatusUpdateInput),
    async (c) => {
      const id = statusId(c.req.param('id'));
      const { endTime, location, declinePositionRequest, ...fields } = c.req.valid('json');
      const now = clock();
      refuseEndedEndTime(endTime, now, config.statusRetentionHours);
      const change: StatusChange = {
        details: {
          ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
          ...(location && { location: storedLocation(location, 'location', now) }),
        },
        endTime: endTime === undefined ? undefined : toDate(endTime),
      };
      // Declined before the write, whose snapshot then says so; a status of another user declines nothing (the
      // update below finds no row of theirs and answers 404).
      if (declinePositionRequest) await store.declinePositionRequest(id, c.get('userId'), new Date(now));
      const status = await store.updateStatus(id, c.get('userId'), change, new Date(now));
      if (!status) throw httpError(404, ERROR_MESSAGES.notFound);
      // The code is kept only as its hash: the app already has it.
      return c.json({ snapshot: snapshotOf(status, now, null) });
    },
  );

  app.delete(
    '/statuses/:id',
    operation({
      operationId: 'endStatus',
      summary: 'The user stopped the status: it is deleted at once.',
      signedIn: 'user',
      id: STATUS_ID,
      responses: { 204: { description: 'Stopped and deleted.' }, 401: unauthorized, 404: notTheirs },
    }),
    signedIn,
    async (c) => {
      const id = statusId(c.req.param('id'));
      const forgetAt = new Date(clock() + config.statusRetentionHours * HOUR_MS);
      if (!(await store.endStatus(id, c.get('userId'), forgetAt)))
        throw httpError(404, ERROR_MESSAGES.notFound);
      return c.body(null, 204);
    },
  );
  return app;
}
