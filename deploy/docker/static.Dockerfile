# syntax=docker/dockerfile:1.7
# The shell and every remote are built from this one file: the webpack build of the workspace behind
# the small static server. docker-compose.yml passes the build arguments (build.args), e.g.
#   docker build -f deploy/docker/static.Dockerfile --build-arg WORKSPACE=mf-admin --build-arg NAME=mf-admin \
#     --build-arg VERSION=0.2.0 --build-arg PREVIOUS_IMAGE=elite/mf-admin:0.1.0 -t elite/mf-admin:0.2.0 .
# PREVIOUS_IMAGE is the image this one replaces: its site's content-hashed files (never its entry files)
# are kept in the new site, so that a tab opened on it still loads its chunks after the redeploy
# (keep-previous-chunks.mjs, docs/operations.md "Deploying one slice"). The default, the base image,
# has no site: nothing is kept.
ARG NODE_IMAGE=node:24.21.0-alpine3.22
ARG PREVIOUS_IMAGE=${NODE_IMAGE}

FROM ${PREVIOUS_IMAGE} AS previous

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN node deploy/docker/prepare-install.mjs /manifests

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
WORKDIR /app
COPY --from=manifests /manifests/build/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --workspace ${WORKSPACE} --include-workspace-root --ignore-scripts
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/web-kit packages/web-kit
COPY ${WORKSPACE} ${WORKSPACE}
RUN npx tsc -b packages/contracts && cd ${WORKSPACE} && npx webpack --mode production

# The new build, plus the hashed files of the releases the previous image still carried (at most
# KEEP_RELEASES of them, recorded in the site's .releases.json).
FROM ${NODE_IMAGE} AS site
ARG WORKSPACE
ARG VERSION=0.0.0-dev
ARG KEEP_RELEASES=3
WORKDIR /srv
COPY deploy/docker/keep-previous-chunks.mjs /srv/deploy/docker/keep-previous-chunks.mjs
COPY --from=build /app/packages/contracts/dist/cache-policy.js /srv/packages/contracts/dist/cache-policy.js
COPY --from=build /app/${WORKSPACE}/dist /srv/site
# The previous image is mounted, never copied: only the files the script picks enter this stage.
RUN --mount=type=bind,from=previous,source=/,target=/previous \
    node deploy/docker/keep-previous-chunks.mjs /previous/srv/site /srv/site --release ${VERSION} --keep ${KEEP_RELEASES}

# The server is one file on node:http and the cache rules it shares with the gateway: nothing to install here.
FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG NAME
ARG DESCRIPTION
ARG SPA_FALLBACK=false
ARG VERSION=0.0.0-dev
LABEL org.opencontainers.image.title="elite-${NAME}" \
      org.opencontainers.image.description="Elite Transport ${DESCRIPTION}" \
      org.opencontainers.image.version="${VERSION}"
ENV NODE_ENV=production \
    PORT=8080 \
    SITE_DIR=/srv/site \
    SPA_FALLBACK=${SPA_FALLBACK}
WORKDIR /srv
# The repository's layout, so that server.mjs finds ../../packages/contracts/dist/cache-policy.js.
COPY deploy/static-server/server.mjs /srv/deploy/static-server/server.mjs
COPY --from=build /app/packages/contracts/dist/cache-policy.js /srv/packages/contracts/dist/cache-policy.js
COPY --from=site /srv/site /srv/site
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD wget -q -T 2 -O /dev/null "http://127.0.0.1:${PORT}/healthz" || exit 1
STOPSIGNAL SIGTERM
CMD ["node", "/srv/deploy/static-server/server.mjs"]
