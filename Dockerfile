# syntax=docker/dockerfile:1
# The service as docs/deploying.md runs it: compiled JavaScript, production dependencies, an unprivileged user, the
# data in a volume. `docker build -t fuel-price-service .`; compose.yaml runs a refresher, two API replicas and Redis.

# Build stage: every dependency (the TypeScript compiler, Redocly for the docs page), then the compiled build and the
# docs page, the same `npm run build` and `npm run docs` the tests use.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see docs/development.md, "Installing dependencies", on lock files written by npm 11.
RUN npm install --engine-strict --no-audit --no-fund
COPY . .
RUN npm run build && npm run docs

# Runtime stage: production dependencies and what the service reads at run time, nothing else.
FROM node:22-bookworm-slim AS runtime
# glibc's allocator settings as `npm start` sets them (docs/deploying.md, "Memory"), also for a `node dist/main/server.js` run by hand.
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    MALLOC_MMAP_THRESHOLD_=65536 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --engine-strict --no-audit --no-fund && npm cache clean --force
# Without the compiler, `npm start`'s build step runs what this stage copies (bin/build-if-stale.mjs).
COPY --from=build /app/dist ./dist
COPY --from=build /app/build ./build
COPY bin/build-if-stale.mjs ./scripts/
COPY openapi.yaml ./
COPY content ./content
# The embedded sample's tables (CSV and JSON), read at run time: tsc leaves them out of dist/.
COPY etl/sample/data ./etl/sample/data
COPY web/home/icon.svg ./web/home/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/v1/status').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["npm", "start"]
