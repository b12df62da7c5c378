// Swagger UI for the API, from the copy this server ships (no CDN, no inline script).
window.ui = window.SwaggerUIBundle({
  url: "/api/v1/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  persistAuthorization: true,
});
