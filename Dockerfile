# The sandbox as an image: the built app (dist/) and the server, run by Node 24 LTS (.node-version) — the version CI and every
# machine of this project test with (package.json `engines`) — as the unprivileged `node` user.
#
#   docker build -t credito-sandbox .
#   docker compose up            # PostgreSQL, the migrations once, 2 instances, HAProxy on :8080 (compose.yaml)
#
# Configuration is the server's (README, "Run it for a team"): DATABASE_URL, JWT_SECRET, SANDBOX_KEY, PUBLIC_URL…
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# tooling/ is an npm workspace of the root lockfile (bench, cluster and mutation tooling: tooling/README.md).
COPY package.json package-lock.json ./
COPY tooling/package.json ./tooling/
RUN npm ci --no-audit --no-fund
COPY . .
# The app (vite build + prerender), then only the production dependencies (tsx runs the TypeScript server).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    STATIC_ROOT=/app/dist \
    DATA_DIR=/tmp/credito-data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
# The server imports the API contract and the domain rules (src/api, src/domain) and nothing else of src/.
COPY --from=build /app/src/api ./src/api
COPY --from=build /app/src/domain ./src/domain
COPY --from=build /app/tsconfig.json ./tsconfig.json
USER node
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/main.ts"]
