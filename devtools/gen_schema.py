"""
Writes the JSON Schema the package ships (`tools/anec.schema.json`) from the
keys each JSON object declares (`anec.cost.jsonform`, `anec.tools.schema`):

    python -m devtools.gen_schema          # rewrite tools/anec.schema.json
    python -m devtools.gen_schema --check  # exit 1 if it is stale
"""

from __future__ import annotations

import argparse
import sys

from anec.tools.schema import SCHEMA_PATH, schema_text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the shipped schema is stale")
    text = schema_text()
    if parser.parse_args().check:
        if not SCHEMA_PATH.exists() or SCHEMA_PATH.read_text() != text:
            print(f"{SCHEMA_PATH} is stale: run `python -m devtools.gen_schema`", file=sys.stderr)
            return 1
        return 0
    SCHEMA_PATH.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
