# syntax=docker/dockerfile:1
# One image serving the web app and the GraphQL API on port 4000.
#   docker build -t consultancy-site .
#   docker run -p 4000:4000 -e JWT_SECRET=... -e DATABASE_URL=mysql://... consultancy-site
# Without DATABASE_URL it uses SQLite at /app/data/app.sqlite: mount a volume on /app/data to keep it.

ARG NODE_IMAGE=node:20-bookworm-slim

# Node with the toolchain that better-sqlite3 and argon2 need when no prebuilt binary fits.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/build-shared.mjs scripts/
COPY packages/shared packages/shared
COPY server/package.json server/
COPY web/package.json web/

# npm ci installs exactly the lock file, which lists every platform's optional binaries
# (@swc/core and unrs-resolver are pinned to versions published for all of them).

# Every dependency, to build the server (tsc) and the web app (vite).
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
# GraphiQL is for development only: production serves no page at /graphql.
RUN npm run build && rm -rf web/dist/.graphiql

# Only what the server needs at run time (the web app's packages are bundled into web/dist).
FROM toolchain AS prod-deps
RUN npm ci --omit=dev -w server --include-workspace-root --no-audit --no-fund \
  && npm cache clean --force \
  && mkdir -p server/node_modules web/node_modules

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000
WORKDIR /app
COPY package.json ./
COPY packages/shared/package.json packages/shared/
COPY server/package.json server/
COPY web/package.json web/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/server/node_modules server/node_modules
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
# The code stays root-owned and read-only for the app; only data/ (SQLite, when used) is writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/index.js"]
