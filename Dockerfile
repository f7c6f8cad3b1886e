# The Payframe server in a container: the API, the merchant script and the frames.
#   docker build -t payframe .
#   docker run -p 127.0.0.1:4242:4242 -e PAYFRAME_ENCRYPTION_KEY=<64 hex> -v payframe:/data payframe
# With PostgreSQL: compose.yaml (docker compose up).

# Build: every dependency (the builds need TypeScript and esbuild), then the packages'
# dist/ folders, then only what runs is kept.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/server/package.json packages/server/
COPY packages/js/package.json packages/js/
COPY packages/frames/package.json packages/frames/
COPY packages/react/package.json packages/react/
COPY examples/shop/package.json examples/shop/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm run build -w @payframe/server \
  && npm prune --omit=dev --no-audit --no-fund

# Run: the built JavaScript with plain node (no sources, no compiler), as the unprivileged
# `node` user of the base image.
FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4242 \
    PAYFRAME_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/core/package.json packages/core/
COPY --from=build /app/packages/core/dist packages/core/dist
COPY --from=build /app/packages/js/package.json packages/js/
COPY --from=build /app/packages/js/dist packages/js/dist
COPY --from=build /app/packages/frames/package.json packages/frames/
COPY --from=build /app/packages/frames/dist packages/frames/dist
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/bin packages/server/bin
COPY --from=build /app/packages/server/dist packages/server/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4242
# node:20-slim has no curl: node itself asks the liveness route.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4242)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "packages/server/bin/payframe.js", "start"]
