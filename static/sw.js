// The service worker: the page's shell (its HTML, style, modules, typeface and icons) is kept in a cache
// named by the shell's version, so a second visit loads without the network, and a new version (a new
// `VERSION`, which the server derives from the files) replaces the cache whole once it is installed. The
// API is never cached: what the server says is always asked of the server.
const VERSION = "__VERSION__";
const SHELL = __SHELL__;
const CACHE = `montana-shell-${VERSION}`;

self.addEventListener("install", (event) => {
  // Past the browser's own HTTP cache: a new version keeps the new files, not copies of the old ones.
  const fresh = SHELL.map((path) => new Request(path, { cache: "reload" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(fresh)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("montana-shell-") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/") || url.pathname === "/sw.js") return; // always the network's
  // The page and its modules come from one version together (the API they call stays compatible within
  // /api/v1); a new version, installed meanwhile, serves the next visit.
  if (request.mode === "navigate" && url.pathname === "/") {
    event.respondWith(caches.match("/", { cacheName: CACHE }).then((kept) => kept || fetch(request)));
    return;
  }
  if (!SHELL.includes(url.pathname)) return;
  event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((kept) => kept || fetch(request)));
});

