"""Races: the same secret deal, played live by 2 to 8 players, placed, and rated."""
