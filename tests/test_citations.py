"""The repository stands alone: what it cites, a reader of a clone can follow.

Rules are cited by the project's own digests in docs/rules/ (docs/rules/puerto-rico.md,
expansion-i.md, san-juan.md), section by section through their anchors, and the rulebooks by
edition and section name. A citation of a file beside the repository, of a machine's own path,
or of an anchor that no longer exists would send a reader nowhere.
"""

import pathlib
import re
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
TEXT_SUFFIXES = {
    ".py",
    ".md",
    ".js",
    ".mjs",
    ".json",
    ".html",
    ".css",
    ".sh",
    ".toml",
    ".txt",
    ".tsv",
    ".in",
    ".cfg",
    ".yml",
    ".yaml",
    ".webmanifest",
    "",
}
# Written by tools, not by us: lock files name registries and their own paths. (Pyodide's own
# virtual file system has a /home/pyodide, which is no machine's.)
GENERATED = {"package-lock.json"}
RULES = ROOT / "docs" / "rules"
DIGESTS = ("puerto-rico.md", "expansion-i.md", "san-juan.md")

# `docs/rules/puerto-rico.md#storing` anywhere, with or without the anchor.
REPO_DOC = re.compile(r"(?<![\w/.-])(docs/[\w./-]+\.md)(?:#([\w-]+))?")
# A relative markdown link in a markdown file: `[storing](rules/puerto-rico.md#storing)`.
MD_LINK = re.compile(r"\]\((?!https?:|mailto:|#)([^)\s]+\.md)(?:#([\w-]+))?\)")
FORBIDDEN = {
    "a machine's own path": re.compile(r"(?<![\w.])/(?:work|root|Users)/|/home/(?!pyodide\b)"),
    "a folder beside the repository": re.compile(r"\.\./shared\b|\bshared/seeds\b"),
    "the rulebooks' file names": re.compile(r"\b\d{3}_[0-9a-f]{16}\.txt\b"),
    "a rulebook as a seed": re.compile(r"\b[Ss]eeds? 00\d\b|\b(?:SV|ES) 00\d\b"),
    "a digest outside the repository": re.compile(r"\bRULES\.md\b"),
}


def tracked_files():
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=False)
    if listed.returncode == 0 and listed.stdout:
        names = [n for n in listed.stdout.decode("utf-8").split("\0") if n]
    else:  # not a git checkout (an unpacked archive): every file but the generated folders
        skip = {".git", ".venv", ".venv-build", "dist", "node_modules", "__pycache__"}
        names = [
            str(p.relative_to(ROOT))
            for p in ROOT.rglob("*")
            if p.is_file() and not skip & set(p.relative_to(ROOT).parts)
        ]
    return [
        ROOT / n
        for n in names
        if pathlib.PurePath(n).suffix in TEXT_SUFFIXES
        and pathlib.PurePath(n).name not in GENERATED
        and (ROOT / n).is_file()
    ]


def text_of(path):
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return ""


def github_slug(heading):
    slug = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return slug.replace(" ", "-")


def anchors_of(markdown):
    ids = set(re.findall(r"<a\s+(?:id|name)=\"([\w-]+)\"", markdown))
    ids |= {github_slug(h) for h in re.findall(r"^#{1,6}\s+(.+?)\s*#*$", markdown, re.M)}
    return ids


FILES = tracked_files()


def citations():
    """(citing file, line number, cited path, anchor or None) for every citation of a doc."""
    found = []
    for path in FILES:
        for number, line in enumerate(text_of(path).splitlines(), 1):
            for match in REPO_DOC.finditer(line):
                found.append((path, number, ROOT / match.group(1), match.group(2)))
            if path.suffix == ".md":
                for match in MD_LINK.finditer(line):
                    target = (path.parent / match.group(1)).resolve()
                    found.append((path, number, target, match.group(2)))
    return found


def test_the_three_rules_digests_exist_with_anchored_sections():
    for name in DIGESTS:
        text = (RULES / name).read_text(encoding="utf-8")
        ids = re.findall(r"<a\s+id=\"([\w-]+)\"", text)
        assert len(ids) >= 10, f"docs/rules/{name} has {len(ids)} anchored sections"
        assert len(ids) == len(set(ids)), f"docs/rules/{name} repeats an anchor"
        assert "sources" in ids and "rulings" in ids, f"docs/rules/{name}"


def test_every_section_of_a_digest_names_the_edition_it_comes_from():
    editions = re.compile(
        r"(Swedish|Icelandic|Norwegian|Spanish|Dutch) edition|"
        r"official 2-player variant|docs/rules|\.md"
    )
    for name in DIGESTS:
        sections = re.split(r"<a\s+id=\"[\w-]+\"></a>", (RULES / name).read_text(encoding="utf-8"))
        for section in sections[1:]:
            heading = section.strip().splitlines()[0]
            assert editions.search(section), f"docs/rules/{name}, {heading!r}: no source named"


def test_every_cited_document_and_anchor_exists():
    anchors = {}
    broken = []
    for path, number, target, anchor in citations():
        where = f"{path.relative_to(ROOT)}:{number}"
        if not target.is_file():
            broken.append(f"{where}: no file {target.relative_to(ROOT)}")
            continue
        if anchor is None:
            continue
        if target not in anchors:
            anchors[target] = anchors_of(target.read_text(encoding="utf-8"))
        if anchor not in anchors[target]:
            broken.append(f"{where}: {target.relative_to(ROOT)} has no #{anchor}")
    assert not broken, "broken citations:\n" + "\n".join(broken)


def test_the_rules_digests_are_cited_from_code_tests_and_docs():
    cited_from = {
        p.relative_to(ROOT).parts[0] for p, _, target, _ in citations() if target.parent == RULES
    }
    assert {"pr_core", "tests", "docs"} <= cited_from, cited_from


@pytest.mark.parametrize("what", sorted(FORBIDDEN))
def test_nothing_outside_the_repository_is_cited(what):
    pattern = FORBIDDEN[what]
    me = pathlib.Path(__file__).resolve()
    hits = [
        f"{p.relative_to(ROOT)}:{n}: {line.strip()[:120]}"
        for p in FILES
        if p.resolve() != me
        for n, line in enumerate(text_of(p).splitlines(), 1)
        if pattern.search(line)
    ]
    assert not hits, f"{what} cited:\n" + "\n".join(hits)
