# The server and the built site in one image, on a PostgreSQL server (DATABASE_URL): docs/deploy.md shows the build
# command with the site's build arguments. No container registry is reachable where the tests run, so the image is
# not built there: apps/server/src/deploy.test.ts runs its steps by hand, read from this file (the dependency layer
# from the files copied before the install, the production folder, the runtime command as an unprivileged user).

# Build, on the current LTS line. The dependencies are a layer of their own: the manifests and the lockfile first,
# installed before any source is copied, so a change of sources alone installs nothing again.
FROM node:24.21-bookworm-slim AS build
# pnpm as the root package.json's `packageManager` names it, through Node's corepack.
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0
RUN corepack enable pnpm
WORKDIR /src
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/pwa/package.json apps/pwa/
COPY apps/server/package.json apps/server/
COPY packages/api/package.json packages/api/
COPY packages/contract/package.json packages/contract/
COPY packages/hosting/package.json packages/hosting/
COPY packages/pglite-export/package.json packages/pglite-export/
COPY packages/test-support/package.json packages/test-support/
COPY packages/ui/package.json packages/ui/
RUN pnpm install --frozen-lockfile

# Then the sources, and the build of the packages, the site and the server. The site's build-time settings
# (docs/settings.md) are build arguments: one not given keeps its default (or apps/pwa/.env's value, if any).
COPY . .
ARG VITE_SITE_URL
ARG VITE_API_BASE_URL
ARG VITE_PRODUCT_NAME
ARG VITE_APP_STORE_URL
ARG VITE_PLAY_STORE_URL
ARG VITE_CONTACT_EMAIL
ARG VITE_PRIVACY_EMAIL
ARG VITE_EMERGENCY_NUMBER
ARG VITE_WEB_VITALS_URL
ARG VITE_FIREBASE_API_KEY
ARG VITE_FIREBASE_AUTH_DOMAIN
ARG VITE_FIREBASE_PROJECT_ID
ARG VITE_FIREBASE_APP_ID
RUN node scripts/build.mjs
RUN pnpm --filter @safety-companion/server deploy --prod --legacy /app

# Run: the production folder (its dependencies only: no embedded PostgreSQL) and the site, as a user without rights.
FROM node:24.21-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    SITE_DIR=/app/site
WORKDIR /app
COPY --from=build /app /app
COPY --from=build /src/apps/pwa/dist /app/site
USER node
EXPOSE 8080
# The same answer the platforms' own checks ask for (Cloud Run: a startup probe on /api/health).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
