# syntax=docker/dockerfile:1
# The site's container image: Node.js 24, the standalone build (server.mts with only the
# node_modules the server needs), run as an unprivileged user. docs/deploy.md explains its use.
#
#   docker build -t weather-site .
#   docker run -p 3000:3000 weather-site          (embedded defaults: SQLite in /data)

ARG NODE_IMAGE=node:24-bookworm-slim

# Dependencies, with the toolchain a native module (better-sqlite3) may need to build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The build: `npm run build` makes .next/standalone (server.js, server.mts, next.config.js, the
# traced node_modules, public/ and the static files).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# What runs: the standalone folder only, owned by root and read-only to the server's user, which
# writes nothing but /data (generated secrets, and the SQLite file when DATABASE_URL is unset).
FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
RUN groupadd --system --gid 10001 weather \
 && useradd --system --uid 10001 --gid weather --home-dir /nonexistent --shell /usr/sbin/nologin weather \
 && mkdir /data && chown weather:weather /data
COPY --from=build /app/.next/standalone ./
USER weather
VOLUME /data
EXPOSE 3000
# Liveness: the process answers. (Readiness, /readyz, is for the balancer or orchestrator.)
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.mts"]
