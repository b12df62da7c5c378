"""Montana Solitaire: a refereed, provably fair game service."""

__version__ = "0.1.0"
