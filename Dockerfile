# The server and the built site in one image, on a PostgreSQL server (DATABASE_URL): docs/deploy.md. The production
# folder is made by the command apps/server/src/deploy.test.ts runs (the test reads it from this file); there is no
# Docker daemon where the tests run, so the image itself is untested.

# Build: install everything, build the packages, the site and the server, then the server's production folder.
FROM node:20.20-bookworm-slim AS build
RUN npm install --global pnpm@10
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile
RUN node scripts/build.mjs
RUN pnpm --filter @safety-companion/server deploy --prod --legacy /app

# Run: the production folder (its dependencies only: no embedded PostgreSQL) and the site, as a user without rights.
FROM node:20.20-bookworm-slim
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
