# syntax=docker/dockerfile:1.7
# Every Node process of the product (the services and the gateway) is built from this one file; the
# build arguments name the workspace. docker-compose.yml passes them (build.args), e.g.
#   docker build -f deploy/docker/node.Dockerfile --build-arg WORKSPACE=services/booking --build-arg NAME=booking \
#     --build-arg PORT_VARIABLE=BOOKING_PORT --build-arg PORT=3001 --build-arg VERSION=0.1.0 -t elite/booking:0.1.0 .
ARG NODE_IMAGE=node:24.21.0-alpine3.22

# Manifests only: the install layers below are rebuilt when a package.json or the lockfile changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN node deploy/docker/prepare-install.mjs /manifests

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
WORKDIR /app
COPY --from=manifests /manifests/build/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --workspace ${WORKSPACE} --workspace packages/nest-kit --include-workspace-root --ignore-scripts
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/nest-kit packages/nest-kit
COPY ${WORKSPACE} ${WORKSPACE}
# tsc -b builds the workspace and the packages it references; an empty dist keeps the COPYs below
# valid for a workspace that references neither package.
RUN npx tsc -b ${WORKSPACE} && mkdir -p packages/contracts/dist packages/nest-kit/dist

FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG NAME
ARG DESCRIPTION
ARG PORT_VARIABLE
ARG PORT
ARG VERSION=0.0.0-dev
LABEL org.opencontainers.image.title="elite-${NAME}" \
      org.opencontainers.image.description="Elite Transport ${DESCRIPTION}" \
      org.opencontainers.image.version="${VERSION}"
# The process listens on its own default port (PORT) unless its PORT_VARIABLE says otherwise; the
# health check reads the same variable.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT_VARIABLE=${PORT_VARIABLE} \
    PORT_DEFAULT=${PORT}
WORKDIR /app
# Production dependencies of this workspace and the packages it links, nothing else.
COPY --from=manifests /manifests/runtime/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --workspace ${WORKSPACE} --omit=dev --ignore-scripts
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/nest-kit/dist packages/nest-kit/dist
COPY --from=build /app/${WORKSPACE}/dist ${WORKSPACE}/dist
WORKDIR /app/${WORKSPACE}
USER node
EXPOSE ${PORT}
# Readiness: the database (and Redis) answer for a service, every service for the gateway.
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD eval "port=\${${PORT_VARIABLE}:-${PORT_DEFAULT}}" && wget -q -T 2 -O /dev/null "http://127.0.0.1:${port}/health/ready" || exit 1
# node is PID 1 and handles SIGTERM itself (stop accepting, drain, close pools).
STOPSIGNAL SIGTERM
CMD ["node", "dist/main.js"]
