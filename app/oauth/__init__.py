"""Apps acting for players with their consent: OAuth 2.0 authorization codes with PKCE, refresh and revocation."""
