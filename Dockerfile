# The production image (docs/deploy.md): the islands built with Vite, then a Python
# runtime with the collected static files, run as a user without rights. One image serves
# every process of the Procfile: web, worker and beat (the compose file chooses which).
FROM node:20-bookworm-slim AS islands
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY vite.config.js ./
COPY islands ./islands
COPY static ./static
RUN npx vite build --logLevel error

FROM python:3.13-slim-bookworm AS runtime
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    STATIC_ROOT=/app/staticfiles
WORKDIR /app
COPY requirements/base.txt requirements/base.txt
RUN pip install --disable-pip-version-check -r requirements/base.txt
COPY . .
COPY --from=islands /src/static/dist ./static/dist
# collectstatic needs settings that load; the real key comes from the environment at run time.
RUN DJANGO_DEBUG=0 SECRET_KEY=build-only ALLOWED_HOSTS=build python manage.py collectstatic --noinput -v 0 \
    && useradd --system --uid 10001 --home /app platform \
    && mkdir -p /app/var && chown platform /app/var
USER platform
EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --retries=3 \
    CMD python -c "import urllib.request,sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/health/live').status != 200)"
ENV BIND=0.0.0.0 PORT=8000
CMD ["honcho", "start", "-f", "Procfile", "web"]
