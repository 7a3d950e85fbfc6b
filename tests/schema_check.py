"""A JSON Schema's verdict on the tests' documents, quickly and in plain words.

The tests check tens of thousands of positions, views and bridge answers against the schemas.
jsonschema-rs (the schema compiled, in Rust) decides whether a document is valid, about 300
times faster than the reference implementation; jsonschema, the reference, words what is wrong
with a document that is not (its messages name the path and the rule). Where the two could
disagree, `tests/test_schema_check.py` holds them to the same verdicts.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import jsonschema_rs
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource


class SchemaCheck:
    """`schema` (a draft 2020-12 JSON Schema), whose `$ref`s may name the `$id` of any of
    `resources`."""

    def __init__(self, schema: dict[str, Any], resources: Iterable[dict[str, Any]] = ()) -> None:
        documents = list(resources)
        self.reference = Draft202012Validator(
            schema,
            registry=Registry().with_resources(
                (doc["$id"], Resource.from_contents(doc)) for doc in documents
            ),
        )
        self.compiled = jsonschema_rs.Draft202012Validator(
            schema, registry=jsonschema_rs.Registry([(doc["$id"], doc) for doc in documents])
        )

    def is_valid(self, doc: object) -> bool:
        return self.compiled.is_valid(doc)

    def iter_errors(self, doc: object) -> Iterator[ValidationError]:
        """The reference's complaints about `doc`: none, without asking it, if `doc` is valid."""
        if self.compiled.is_valid(doc):
            return
        complained = False
        for error in self.reference.iter_errors(doc):
            complained = True
            yield error
        if not complained:
            raise DisagreementError(doc)

    def validate(self, doc: object) -> None:
        """Raises the reference's ValidationError if `doc` is not valid."""
        for error in self.iter_errors(doc):
            raise error


class DisagreementError(AssertionError):
    """The compiled schema refuses a document the reference accepts: one of the two is wrong
    about the schema, and the test cannot say which."""

    def __init__(self, doc: object) -> None:
        super().__init__(f"jsonschema-rs refuses what jsonschema accepts: {str(doc)[:300]}")
