# syntax=docker/dockerfile:1
# The portal's production image: the standalone bundle (`npm run build`) on Node.js 22, as an unprivileged user.
#   docker build -t colegio-portal .      (or: docker compose build)
# Settings come from the environment at run time (docs/operations.md); nothing is frozen into the image.

ARG NODE_IMAGE=node:22-bookworm-slim

# Dependencies, from the lockfile only, so that this layer is reused while package*.json do not change.
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# The production build and its standalone bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /src/node_modules ./node_modules
COPY . .
RUN npm run build \
  && mv .next/standalone /bundle \
  && mv /bundle/.next /bundle-next

# What runs: Node, the bundle, and the PostgreSQL client tools `npm run backup` and `npm run restore` call
# (version 15, as the PostgreSQL of compose.yaml: pg_dump must be at least the server's version).
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --system --gid 10001 portal \
  && useradd --system --uid 10001 --gid portal --home-dir /app --shell /usr/sbin/nologin portal \
  && install -d -o portal -g portal -m 700 /data /backups
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    PGLITE_DIR=/data/pglite \
    UPLOADS_DIR=/data/uploads \
    OUTBOX_DIR=/data/outbox \
    BACKUP_DIR=/backups
# The bundle holds everything it runs: its node_modules, the static files, the migrations, the backup commands.
# Its code belongs to root; only the build folder, where Next.js keeps the pages it regenerates, to the portal.
COPY --from=build --chown=root:root /bundle ./
COPY --from=build --chown=portal:portal /bundle-next ./.next
USER portal
VOLUME ["/data", "/backups"]
EXPOSE 3000
# Alive: /api/health answers 200 (readiness, with the database and the store, is /api/ready).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The bundle's server (what `npm run serve` runs from the sources) as process 1, so that SIGTERM reaches it: it
# finishes the requests in flight and the pending work, then exits (compose.yaml gives it 45 s).
CMD ["node", "server.mjs"]
