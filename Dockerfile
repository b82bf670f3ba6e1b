# syntax=docker/dockerfile:1
# One image for the API and the worker; the command picks the process:
#   docker build -t twend .
#   docker run ... twend                              (API: node api/dist/server.js)
#   docker run ... twend node worker/dist/main.js     (worker)
# docker-compose.yml runs both; deploy/container-config.test.ts checks this file against the sources.

# Node 22, a supported LTS (Node 20 left maintenance in April 2026), within package.json's engines;
# the build and the runtime use the same release.
ARG NODE_IMAGE=node:22.23-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 \
    DO_NOT_TRACK=1 \
    CHECKPOINT_DISABLE=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
COPY package.json package-lock.json ./
# The npm the lock file was written with (package.json's packageManager), not the image's.
RUN npm install -g "$(node -p 'require("./package.json").packageManager')"

# Every workspace's manifest: `npm ci` installs the whole workspace tree from the lock file.
FROM base AS manifests
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY prisma/package.json prisma/
COPY packages/composition/package.json packages/composition/
COPY packages/config/package.json packages/config/
COPY packages/db/package.json packages/db/
COPY packages/mail/package.json packages/mail/
COPY packages/media/package.json packages/media/
COPY packages/runtime/package.json packages/runtime/
COPY packages/i18n/package.json packages/i18n/
COPY packages/jobs/package.json packages/jobs/
COPY packages/shared/package.json packages/shared/

# Production dependencies of the two processes only: what their bundles import at run time
# (scripts/node-packages.ts; the rest is inlined, and the fonts the server draws with are copied
# beside the bundles). The SPA's server bundle imports nothing from node_modules, so the web
# workspace's packages (all devDependencies) stay out. Install scripts stay off, as on
# the project's machines: the native packages (@napi-rs/canvas, sharp, argon2, sodium) come
# prebuilt in platform packages, and the Rust-free Prisma client needs no engine download.
FROM manifests AS prod-deps
RUN npm ci --omit=dev --ignore-scripts --workspace=@twend/api --workspace=@twend/worker

FROM manifests AS build
RUN npm ci --ignore-scripts
COPY . .
# Generates the Prisma client, then bundles api/dist, worker/dist and the SPA (web/dist, web/dist-server).
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    DATA_DIR=/data
# Manifests and node_modules: the bundles import npm packages at run time, and api/ and worker/
# keep their package.json ("type": "module") beside their bundles.
COPY --from=prod-deps /app ./
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/worker/dist worker/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
# Applied at start-up by whichever process starts first.
COPY --from=build /app/prisma/migrations prisma/migrations
# The code stays root's and read-only to the app; only DATA_DIR (the mail outbox without SMTP_URL) is writable.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness of whichever process the container runs: the API's port, else a worker's health port (deploy/healthcheck.ts).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "api/dist/healthcheck.js"]
CMD ["node", "api/dist/server.js"]
