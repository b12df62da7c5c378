"""Read models of one player gathered from every feature: the public profile, and the settings (which name the card
backs earned). No feature imports this package."""
