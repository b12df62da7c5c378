"""The shared plumbing every feature stands on: the database and its sessions, errors as problem details, HTTP
conventions, the request guard, limits, the read cache, live events, cursors, static files, the API's shared words
and idempotent retries. Nothing here imports a feature (``make lint`` checks it)."""
