"""Development tools run from the repository's root (`python -m tools....`); no wheel ships
them."""
