"""The engine's version, written in its saves and answered by the bridge's hello; a module of its
own so that the shared modules read it without loading the package's API (flit reads it here).
"""

__version__ = "0.3.0"
