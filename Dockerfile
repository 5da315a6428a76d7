# The site and lead server as one image: the build stage compiles the site (dist/) and the server
# (server/) and installs the server's one runtime dependency; the runtime stage holds that release
# alone, run by an unprivileged user, with the leads in the /data volume.
#
# The site is built for one SITE_URL, VITE_ANALYTICS_SCRIPT_URL and LEAD_RETENTION_DAYS, and the
# server refuses a site built for others, so each is a build argument that the runtime stage also
# sets as its environment. Build with the public address, e.g.
#   docker build --build-arg SITE_URL=https://kestrelstudio.dev -t kestrel-site .

ARG SITE_URL=http://localhost:3000
ARG VITE_ANALYTICS_SCRIPT_URL=
ARG LEAD_RETENTION_DAYS=730

FROM node:24-bookworm-slim AS build

# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Dependencies first: this layer is reused until the lockfile changes.
COPY package.json package-lock.json ./
RUN npm ci

COPY . .

ARG SITE_URL
ARG VITE_ANALYTICS_SCRIPT_URL
ARG LEAD_RETENTION_DAYS
RUN SITE_URL="$SITE_URL" VITE_ANALYTICS_SCRIPT_URL="$VITE_ANALYTICS_SCRIPT_URL" LEAD_RETENTION_DAYS="$LEAD_RETENTION_DAYS" npm run build

# The server's production dependencies (better-sqlite3 alone), compiled here so that the runtime
# stage needs no compiler.
RUN cd server && npm ci --omit=dev

FROM node:24-bookworm-slim AS runtime

WORKDIR /app

# The release: the built site and the compiled server with its dependencies. Owned by root and
# not writable by the user the server runs as; the server never writes to its app folder.
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/server ./server

# The same values the site was built for.
ARG SITE_URL
ARG VITE_ANALYTICS_SCRIPT_URL
ARG LEAD_RETENTION_DAYS
ENV NODE_ENV=production \
  SITE_URL=${SITE_URL} \
  VITE_ANALYTICS_SCRIPT_URL=${VITE_ANALYTICS_SCRIPT_URL} \
  LEAD_RETENTION_DAYS=${LEAD_RETENTION_DAYS} \
  DATA_DIR=/data \
  PORT=3000 \
  HOST=0.0.0.0

# The SQLite store (leads.sqlite) lives here when DATABASE_URL is unset; the user `node` (uid 1000)
# owns it. Created before VOLUME so that a new volume starts with this owner.
RUN mkdir -p /data && chown node:node /data
VOLUME /data

USER node

EXPOSE 3000

# Healthy while GET /api/health answers 200 (it answers 503 when the store's disk runs low or the
# store is damaged). The slim image has no curl: Node's fetch asks instead.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((res) => process.exit(res.status === 200 ? 0 : 1), () => process.exit(1))"]

# The server stops accepting, finishes what is in flight and closes the store on SIGTERM, within 10 s.
STOPSIGNAL SIGTERM

# Exec form: node is process 1 and receives SIGTERM itself.
CMD ["node", "server/main.js"]
