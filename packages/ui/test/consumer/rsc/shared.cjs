// What both halves of the RSC check agree on: the bundler's manifest, here one entry per client module (its file
// URL, loaded whole by `import()`), and the snapshot the page shows.

/** Every client reference (`<file URL>#<export>`) maps to that module, loaded with `import()` (async). */
exports.clientManifest = new Proxy(
  {},
  {
    get(_, key) {
      const [id, name = '*'] = String(key).split('#');
      return { id, chunks: [], name, async: true };
    },
  },
);

/** The same for the server-side rendering half, which looks modules up by id, then by export name. */
exports.moduleMap = new Proxy(
  {},
  { get: (_, id) => new Proxy({}, { get: (__, name) => ({ id, chunks: [], name, async: true }) }) },
);

exports.snapshot = { accessCode: 'K7P2QX', emergency: true };
