FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /srv/montana

COPY pyproject.toml README.md ./
COPY app ./app
RUN pip install .

COPY alembic.ini ./
COPY migrations ./migrations
COPY static ./static

RUN useradd --system --uid 10001 montana
USER montana
EXPOSE 8000

HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD python -c "import urllib.request,sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/readyz').status != 200)"

# Migrations run on every start; they are idempotent and take a lock in PostgreSQL.
# Forwarded headers are believed only from TRUSTED_PROXIES (a setting of the app), never by uvicorn itself.
CMD ["sh", "-c", "python -m app.migrate && exec uvicorn --factory app.main:create_app --host 0.0.0.0 --port 8000 --no-proxy-headers --no-access-log --timeout-graceful-shutdown 10 --workers ${WEB_CONCURRENCY:-2}"]
