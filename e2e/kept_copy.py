"""The copy of the memory image the worker keeps unpacked (web/js/shell/kept-image.js), as the
end-to-end tests look at it and damage it."""

from __future__ import annotations

import scripts

# The snapshot the kept copy holds (a file of the origin private file system whose header records
# the snapshot's file name), or null if there is none.
KEPT_NAME_JS = scripts.expression("kept_image", "keptImageName")


def wait_until_kept(page, build_info: dict) -> None:
    """The unpacked copy is kept after the start, off its path: waits until it is there."""
    name = build_info["memory_snapshot"]["path"].rsplit("/", 1)[-1]
    for _ in range(200):
        if page.evaluate(KEPT_NAME_JS) == name:
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"the unpacked snapshot was never kept: {page.evaluate(KEPT_NAME_JS)}")


def damage_kept_copy(page, build_info: dict) -> None:
    """A copy in the kept format, of the right size and name, that starts like a snapshot and is
    not one: the next start tries it, throws it away and starts the plain way."""
    name = build_info["memory_snapshot"]["path"].rsplit("/", 1)[-1]
    size = build_info["memory_snapshot"]["memory_bytes"]
    scripts.run(page, "kept_image", "keepDamagedImage", [name, size])
