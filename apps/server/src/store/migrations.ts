/** What running migrations needs from a PostgreSQL connection. */
export interface SqlConnection {
  /**
   * Runs one statement. A `name` keeps it prepared on each connection (parsed and planned once): for the
   * statements of every request.
   */
  query<T>(sql: string, params?: unknown[], options?: { name?: string }): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(run: (tx: Sql) => Promise<T>): Promise<T>;
}

/** A connection's statements without transactions of their own: a transaction's, or a pool's. */
export type Sql = Omit<SqlConnection, 'transaction'>;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The schema, one step at a time. Never edit a step that has shipped: add the next one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'feedback, statuses and throttle events',
    sql: `
      CREATE TABLE feedback (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        location text NOT NULL,
        client_key text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX feedback_created_at_idx ON feedback (created_at);

      CREATE TABLE statuses (
        access_code text PRIMARY KEY CHECK (access_code ~ '^[A-Z0-9]{6}$'),
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz
      );
      CREATE INDEX statuses_expires_at_idx ON statuses (expires_at);

      -- One row per counted request; a client's recent rows decide whether it may go on.
      CREATE TABLE throttle_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_key text NOT NULL,
        kind text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX throttle_events_client_idx ON throttle_events (client_key, kind, at);
      CREATE INDEX throttle_events_kind_idx ON throttle_events (kind, at);
    `,
  },
  {
    version: 2,
    name: 'statuses of the mobile app, by owner and hashed access code',
    sql: `
      -- The first statuses table kept access codes in clear and was only ever filled with demonstrations.
      DROP TABLE statuses;

      -- A live status. The access code is kept only as its keyed hash; everything personal is in this row, so
      -- that deleting the row deletes it all.
      CREATE TABLE statuses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner text NOT NULL,
        code_hash text NOT NULL UNIQUE,
        details jsonb NOT NULL,
        end_time timestamptz,
        started_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX statuses_end_time_idx ON statuses (end_time);

      -- The codes of statuses that ended: they answer 'This status has ended.' until forget_at, and are not
      -- handed out again before. Nothing else of the status is kept.
      CREATE TABLE ended_statuses (
        code_hash text PRIMARY KEY,
        forget_at timestamptz NOT NULL
      );
      CREATE INDEX ended_statuses_forget_at_idx ON ended_statuses (forget_at);
    `,
  },
  {
    version: 3,
    name: 'admin accounts, admin sessions and handled feedback',
    sql: `
      -- The password as an scrypt hash with its own salt and cost, so that the cost can rise for new hashes.
      CREATE TABLE admins (
        username text PRIMARY KEY,
        password_hash bytea NOT NULL,
        password_salt bytea NOT NULL,
        scrypt_n integer NOT NULL,
        scrypt_r integer NOT NULL,
        scrypt_p integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );

      -- Only a hash of the session id: a copy of the table signs nobody in.
      CREATE TABLE admin_sessions (
        id_hash text PRIMARY KEY,
        username text NOT NULL REFERENCES admins (username) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL
      );
      CREATE INDEX admin_sessions_username_idx ON admin_sessions (username);

      ALTER TABLE feedback ADD COLUMN handled_at timestamptz;
      -- The inbox pages newest first by (created_at, id).
      CREATE INDEX feedback_inbox_idx ON feedback (created_at DESC, id DESC);
    `,
  },
  {
    version: 4,
    name: 'a hero lookup in one planned statement; each solved challenge spent once',
    sql: `
      -- What an access code's hash finds at a moment, and whether the asking client had failed lookups since a
      -- moment: the one read of a hero's lookup, as one JSON value (id, owner, details, end_time, started_at and
      -- updated_at, all null when the code has no status; ended; recent_misses). A PL/pgSQL function keeps its
      -- plan for the session, where a statement sent as text is parsed and planned on every request; one JSON
      -- value is the cheapest answer to read.
      CREATE FUNCTION lookup_status(
        p_code_hash text, p_at timestamptz, p_client_keys text[], p_kinds text[], p_misses_since timestamptz
      )
      RETURNS jsonb
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        found jsonb;
      BEGIN
        SELECT jsonb_build_object(
            'id', s.id, 'owner', s.owner, 'details', s.details, 'end_time', s.end_time,
            'started_at', s.started_at, 'updated_at', s.updated_at,
            'ended', EXISTS (SELECT 1 FROM ended_statuses AS e
                             WHERE e.code_hash = p_code_hash AND e.forget_at > p_at),
            'recent_misses', EXISTS (SELECT 1 FROM throttle_events AS t
                                     WHERE t.client_key = ANY (p_client_keys) AND t.kind = ANY (p_kinds)
                                       AND t.at > p_misses_since))
          INTO found
          FROM (SELECT 1) AS one LEFT JOIN statuses AS s ON s.code_hash = p_code_hash;
        RETURN found;
      END
      $$;

      -- The proof-of-work challenges whose solutions were accepted: each buys one lookup, on whichever server.
      CREATE TABLE spent_challenges (
        signature text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX spent_challenges_expires_at_idx ON spent_challenges (expires_at);
    `,
  },
  {
    version: 5,
    name: 'the hero lookup is a named statement of the server',
    sql: `
      -- Both stores now keep the lookup's statement prepared, which is what the function was for; the plain
      -- statement is cheaper to run.
      DROP FUNCTION lookup_status(text, timestamptz, text[], text[], timestamptz);
    `,
  },
  {
    version: 6,
    name: "a hero's lookup reads only the asking client's failed lookups",
    sql: `
      -- The lookup's plan, made once for any values and without statistics (PGlite never gathers them), could
      -- read the (kind, at) index and filter by client: every hit then read all clients' recent failed lookups,
      -- the most during a guessing attack. The count over all clients, the one reader of that index, gets an
      -- index of failed lookups only, which a plan for any kinds cannot use.
      DROP INDEX throttle_events_kind_idx;
      CREATE INDEX throttle_events_failed_lookup_at_idx ON throttle_events (at) WHERE kind = 'failed-lookup';
    `,
  },
  {
    version: 7,
    name: "a user's live statuses are counted, and idle ones found, by index",
    sql: `
      -- A start counts its owner's live statuses (at most 20); the sweep ends those the app stopped updating.
      CREATE INDEX statuses_owner_idx ON statuses (owner);
      CREATE INDEX statuses_updated_at_idx ON statuses (updated_at);
    `,
  },
  {
    version: 8,
    name: 'every write of a status is ordered, versioned and announced',
    sql: `
      ALTER TABLE statuses ADD COLUMN version bigint NOT NULL DEFAULT 1;

      -- Runs once the row is locked, against the row as the last write left it: two writes through two servers
      -- cannot leave the older standing, and the later write's time is always the later one.
      CREATE FUNCTION status_write_ordered() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.version := OLD.version + 1;
        NEW.updated_at := greatest(NEW.updated_at, OLD.updated_at + interval '1 millisecond');
        RETURN NEW;
      END $$;
      CREATE TRIGGER statuses_write_ordered BEFORE UPDATE ON statuses
        FOR EACH ROW EXECUTE FUNCTION status_write_ordered();

      -- Every change and every end (a stop, the idle end, the retention sweep) tells each listening server which
      -- status it was, at commit: its id only, nothing personal.
      CREATE FUNCTION status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('status_changes', (CASE TG_OP WHEN 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER statuses_changed AFTER UPDATE OR DELETE ON statuses
        FOR EACH ROW EXECUTE FUNCTION status_changed();
    `,
  },
  {
    version: 9,
    name: "heroes' browsers subscribe to a status's alerts; the pushes to send are queued with each change",
    sql: `
      -- A hero's browser that wants a status's alerts: where its push service takes them (the endpoint) and the
      -- keys that encrypt for it. No foreign key: a subscription outlives its status until the last push (the end)
      -- is sent, then it is deleted. The access code, for the notification's link, only sealed with a key of the
      -- server's (never in clear, as the status keeps only its hash). expiry_queued_for: the end time whose
      -- expiry was queued, so that each countdown's expiry is sent once.
      CREATE TABLE alert_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        status_id uuid NOT NULL,
        endpoint text NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        sealed_code bytea NOT NULL,
        expiry_queued_for timestamptz,
        created_at timestamptz NOT NULL,
        UNIQUE (status_id, endpoint)
      );

      -- The pushes to send, one row per change and subscription, written in the change's own transaction: a
      -- restart loses none. A server claims a row (FOR UPDATE SKIP LOCKED) by moving available_at past the time a
      -- send may take, deletes it once sent, or moves available_at to the next try.
      CREATE TABLE push_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('emergency', 'emergency-off', 'expired', 'ended')),
        end_time timestamptz,
        timezone text,
        created_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        available_at timestamptz NOT NULL
      );
      CREATE INDEX push_outbox_available_at_idx ON push_outbox (available_at);
      CREATE INDEX push_outbox_subscription_idx ON push_outbox (subscription_id, id);

      -- The emergency switched on or off, and the end (a stop, the idle end, the retention sweep): one push per
      -- subscription of the status, queued in the same transaction. Other changes (location, text) send nothing.
      CREATE FUNCTION status_alerts_queued() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        alert text;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          alert := 'ended';
        ELSIF (NEW.details->>'emergency')::boolean IS DISTINCT FROM (OLD.details->>'emergency')::boolean THEN
          alert := CASE WHEN (NEW.details->>'emergency')::boolean THEN 'emergency' ELSE 'emergency-off' END;
        ELSE
          RETURN NULL;
        END IF;
        INSERT INTO push_outbox (subscription_id, kind, end_time, timezone, created_at, available_at)
          SELECT a.id, alert, OLD.end_time, OLD.details->>'timezone', now(), now()
          FROM alert_subscriptions AS a WHERE a.status_id = OLD.id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER statuses_alerts_queued AFTER UPDATE OF details OR DELETE ON statuses
        FOR EACH ROW EXECUTE FUNCTION status_alerts_queued();
    `,
  },
  {
    version: 10,
    name: "heroes' answers are part of their status; only the app's writes move its time",
    sql: `
      -- A hero's answer under a status, deleted with it. \`hero\` is the random id the hero's device keeps (or the
      -- answer's own): each hero's latest answer is the one shown.
      CREATE TABLE acknowledgements (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        status_id uuid NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
        hero text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('seen', 'on-the-way', 'called-emergency-services')),
        name text,
        at timestamptz NOT NULL
      );
      CREATE INDEX acknowledgements_status_idx ON acknowledgements (status_id, hero, at DESC);

      -- An answer is a change of its status (a new version, announced to every server) but not an update from the
      -- phone: \`updated_at\`, the snapshot's "last update", is ordered only by the writes that set it.
      CREATE FUNCTION status_versioned() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.version := OLD.version + 1;
        RETURN NEW;
      END $$;
      CREATE OR REPLACE FUNCTION status_write_ordered() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := greatest(NEW.updated_at, OLD.updated_at + interval '1 millisecond');
        RETURN NEW;
      END $$;
      DROP TRIGGER statuses_write_ordered ON statuses;
      CREATE TRIGGER statuses_versioned BEFORE UPDATE ON statuses
        FOR EACH ROW EXECUTE FUNCTION status_versioned();
      CREATE TRIGGER statuses_write_ordered BEFORE UPDATE OF updated_at ON statuses
        FOR EACH ROW EXECUTE FUNCTION status_write_ordered();
    `,
  },
  {
    version: 11,
    name: "who holds a status's alert subscriptions and answers; endpoints in their one reading",
    sql: `
      -- The client (an address, an IPv6 /64) and network (an IPv6 /48) each subscription and answer came from, as
      -- the throttles count them: one of them may hold only a few of a status's places. Deleted with their rows.
      ALTER TABLE alert_subscriptions
        ADD COLUMN client_key text NOT NULL DEFAULT '',
        ADD COLUMN network_key text NOT NULL DEFAULT '';
      ALTER TABLE alert_subscriptions ALTER COLUMN client_key DROP DEFAULT, ALTER COLUMN network_key DROP DEFAULT;
      ALTER TABLE acknowledgements
        ADD COLUMN client_key text NOT NULL DEFAULT '',
        ADD COLUMN network_key text NOT NULL DEFAULT '';
      ALTER TABLE acknowledgements ALTER COLUMN client_key DROP DEFAULT, ALTER COLUMN network_key DROP DEFAULT;

      -- An endpoint is stored only as https://, a lower-case plain host name (perhaps a port) and a path: one
      -- whose host another parser could read otherwise, or written in other case, was never a push service's.
      DELETE FROM alert_subscriptions WHERE endpoint !~ '^https://[a-z0-9-]+(\\.[a-z0-9-]+)*(:[0-9]{1,5})?/';
    `,
  },
  {
    version: 12,
    name: "a status's trail: the positions it reported, the last 100, deleted with it",
    sql: `
      -- Each position a status reported, the start first: written by the status's own insert or update (the same
      -- transaction), at most the last 100 (an older one is deleted by the write that adds the 101st), and deleted
      -- with the status, whatever ends it.
      CREATE TABLE status_positions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        status_id uuid NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        accuracy double precision,
        at timestamptz NOT NULL
      );
      CREATE INDEX status_positions_status_idx ON status_positions (status_id, id);

      CREATE FUNCTION status_position_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' AND NEW.details->'startLocation' IS NOT NULL
           AND jsonb_typeof(NEW.details->'startLocation') = 'object'
           AND NEW.details->'startLocation' <> NEW.details->'location' THEN
          INSERT INTO status_positions (status_id, latitude, longitude, accuracy, at)
            VALUES (NEW.id, (NEW.details->'startLocation'->>'latitude')::double precision,
                    (NEW.details->'startLocation'->>'longitude')::double precision,
                    (NEW.details->'startLocation'->>'accuracy')::double precision, NEW.started_at);
        END IF;
        IF TG_OP = 'INSERT' OR NEW.details->'location' IS DISTINCT FROM OLD.details->'location' THEN
          INSERT INTO status_positions (status_id, latitude, longitude, accuracy, at)
            VALUES (NEW.id, (NEW.details->'location'->>'latitude')::double precision,
                    (NEW.details->'location'->>'longitude')::double precision,
                    (NEW.details->'location'->>'accuracy')::double precision, NEW.updated_at);
          DELETE FROM status_positions WHERE status_id = NEW.id AND id <= (
            SELECT id FROM status_positions WHERE status_id = NEW.id ORDER BY id DESC OFFSET 100 LIMIT 1);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER statuses_position_kept AFTER INSERT OR UPDATE OF details ON statuses
        FOR EACH ROW EXECUTE FUNCTION status_position_kept();

      -- The live statuses' current positions start their trails.
      INSERT INTO status_positions (status_id, latitude, longitude, accuracy, at)
        SELECT id, (details->'location'->>'latitude')::double precision,
               (details->'location'->>'longitude')::double precision,
               (details->'location'->>'accuracy')::double precision, updated_at
        FROM statuses;
    `,
  },
  {
    version: 13,
    name: 'each alert subscription keeps the language of the page it was made on',
    sql: `
      -- Its pushes are written in that language and link to the lookup page in it. Only the site's languages (the
      -- contract's LOCALES); the subscriptions made before were made on English pages.
      ALTER TABLE alert_subscriptions
        ADD COLUMN locale text NOT NULL DEFAULT 'en' CONSTRAINT alert_subscriptions_locale_known
          CHECK (locale IN ('en', 'es'));
    `,
  },
  {
    version: 14,
    name: "each position of a status's trail keeps when the phone took it",
    sql: `
      -- The fix time the app sends with a position (location.takenAt, kept in the status's details with the rest of
      -- the location); null for the positions kept before, or sent without one. Deleted with the status.
      ALTER TABLE status_positions ADD COLUMN taken_at timestamptz;

      -- As migration 12's, with the fix time; a position sent again with a later fix time only is the same place,
      -- not a new one of the trail (the status's location keeps the later time).
      CREATE OR REPLACE FUNCTION status_position_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' AND NEW.details->'startLocation' IS NOT NULL
           AND jsonb_typeof(NEW.details->'startLocation') = 'object'
           AND (NEW.details->'startLocation') - 'takenAt' <> (NEW.details->'location') - 'takenAt' THEN
          INSERT INTO status_positions (status_id, latitude, longitude, accuracy, at, taken_at)
            VALUES (NEW.id, (NEW.details->'startLocation'->>'latitude')::double precision,
                    (NEW.details->'startLocation'->>'longitude')::double precision,
                    (NEW.details->'startLocation'->>'accuracy')::double precision, NEW.started_at,
                    (NEW.details->'startLocation'->>'takenAt')::timestamptz);
        END IF;
        IF TG_OP = 'INSERT'
           OR (NEW.details->'location') - 'takenAt' IS DISTINCT FROM (OLD.details->'location') - 'takenAt' THEN
          INSERT INTO status_positions (status_id, latitude, longitude, accuracy, at, taken_at)
            VALUES (NEW.id, (NEW.details->'location'->>'latitude')::double precision,
                    (NEW.details->'location'->>'longitude')::double precision,
                    (NEW.details->'location'->>'accuracy')::double precision, NEW.updated_at,
                    (NEW.details->'location'->>'takenAt')::timestamptz);
          DELETE FROM status_positions WHERE status_id = NEW.id AND id <= (
            SELECT id FROM status_positions WHERE status_id = NEW.id ORDER BY id DESC OFFSET 100 LIMIT 1);
        END IF;
        RETURN NULL;
      END $$;
    `,
  },
  {
    version: 15,
    name: 'a status keeps when its emergency was switched on',
    sql: `
      -- The time of the latest switch from off to on (the write's updated_at), null while there is no emergency;
      -- in the status's row, so deleted with it. A switch on before this migration is dated by its last update.
      ALTER TABLE statuses ADD COLUMN emergency_since timestamptz;
      UPDATE statuses SET emergency_since = updated_at WHERE (details->>'emergency')::boolean;

      CREATE FUNCTION status_emergency_since() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT coalesce((NEW.details->>'emergency')::boolean, false) THEN
          NEW.emergency_since := NULL;
        ELSIF TG_OP = 'INSERT' OR NOT coalesce((OLD.details->>'emergency')::boolean, false) THEN
          NEW.emergency_since := NEW.updated_at;
        END IF;
        RETURN NEW;
      END $$;
      -- Named to run after statuses_write_ordered (a table's triggers run in name order), whose updated_at it takes.
      CREATE TRIGGER statuses_write_sets_emergency_since BEFORE INSERT OR UPDATE OF details ON statuses
        FOR EACH ROW EXECUTE FUNCTION status_emergency_since();
    `,
  },
  {
    version: 16,
    name: 'a hero may say they are with the person, and how far away they are on the way',
    sql: `
      -- 'here': the hero is with the person. An 'on-the-way' answer may carry the hero's estimate, a range of whole
      -- minutes and how they travel, never where they are; deleted with its answer.
      ALTER TABLE acknowledgements DROP CONSTRAINT acknowledgements_kind_check;
      ALTER TABLE acknowledgements
        ADD CONSTRAINT acknowledgements_kind_check
          CHECK (kind IN ('seen', 'on-the-way', 'called-emergency-services', 'here')),
        ADD COLUMN eta_mode text CHECK (eta_mode IN ('foot', 'car')),
        ADD COLUMN eta_min integer,
        ADD COLUMN eta_max integer,
        ADD CONSTRAINT acknowledgements_eta_check CHECK (
          (eta_mode IS NULL AND eta_min IS NULL AND eta_max IS NULL)
          OR (kind = 'on-the-way' AND eta_mode IS NOT NULL
              AND 1 <= eta_min AND eta_min <= eta_max AND eta_max <= 1440 AND eta_max <= 2 * eta_min + 5)
        );
    `,
  },
  {
    version: 17,
    name: "heroes' requests for a fresh position, deleted with their status",
    sql: `
      -- A hero's request for a fresh position: by whom (the hero's id and the name they gave with an answer, null:
      -- 'A hero'), from which client and network (as the throttles count them), when, and when the app declined it.
      -- A status keeps its latest 10.
      CREATE TABLE position_requests (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        status_id uuid NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
        hero text NOT NULL,
        name text,
        client_key text NOT NULL,
        network_key text NOT NULL,
        at timestamptz NOT NULL,
        declined_at timestamptz
      );
      CREATE INDEX position_requests_status_idx ON position_requests (status_id, at DESC);
    `,
  },
  {
    version: 18,
    name: 'the pages that have a status open, by random page ids alone, deleted with it',
    sql: `
      -- A page with the status open (a stream or a poll): its random id and when it was last seen, nothing of its
      -- address or device. Seen again at most once a minute; forgotten 2 minutes after (a closed stream at once).
      CREATE TABLE status_viewers (
        status_id uuid NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
        page text NOT NULL,
        seen_at timestamptz NOT NULL,
        PRIMARY KEY (status_id, page)
      );
      CREATE INDEX status_viewers_seen_idx ON status_viewers (seen_at);
    `,
  },
  {
    version: 19,
    name: 'an alert subscription may be in French, Brazilian Portuguese, Arabic or Chinese too',
    sql: `
      -- The contract's LOCALES as they are now (a test holds the two lists equal): the site speaks six languages.
      ALTER TABLE alert_subscriptions DROP CONSTRAINT alert_subscriptions_locale_known;
      ALTER TABLE alert_subscriptions ADD CONSTRAINT alert_subscriptions_locale_known
        CHECK (locale IN ('en', 'es', 'fr', 'pt-BR', 'ar', 'zh-Hans'));
    `,
  },
];

// Any fixed number: servers starting together take turns migrating.
const MIGRATION_LOCK = 727_001;

/**
 * Brings the schema up to date: runs each step not yet in `schema_migrations`, each in its own transaction.
 * Answers the versions it ran.
 */
export async function migrate(db: SqlConnection, migrations = MIGRATIONS): Promise<number[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const applied = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (applied) ran.push(migration.version);
  }
  return ran;
}
