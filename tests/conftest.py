import pathlib
import sys

# Test helpers (invariants.py, scenario helpers) import as plain modules.
sys.path.insert(0, str(pathlib.Path(__file__).parent))
