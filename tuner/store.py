"""
The tuning cache of `anec-tune` (docs/tuning.md, "Cache"): an SQLite
database of outcomes by cache key, shared safely by any number of processes.

Each run reads the entries it needs and, when it searched a function,
inserts only its own new entries in one transaction (SQLite's lock
serializes the writers), so processes tuning into one cache at the same
time lose no entry. A kill mid-write leaves SQLite's rollback journal
beside the file, which the next opener rolls back: the file is never half
written.

Nothing in the file is trusted. A file that is not an anec-tune cache is
refused with its path (it is not overwritten); an entry whose digest does
not match its content (edited or damaged), or whose content is not an
outcome, is reported with the path and the key and ignored: the function is
searched afresh and the entry replaced.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

FORMAT = 1
"""The layout of the database (`meta.format`); another layout is refused."""

LOCK_TIMEOUT_S = 600.0
"""How long a writer waits for another's transaction (SQLite's busy timeout):
a writer holds the lock only to insert its entries, milliseconds."""

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS entries (key TEXT PRIMARY KEY, outcome TEXT NOT NULL, digest TEXT NOT NULL)",
)


class CacheError(Exception):
    """A cache file that cannot be used at all; the message names it."""


def digest(key: str, outcome: str) -> str:
    """sha256 of an entry's key and its outcome's text: an entry edited or
    damaged after it was written no longer matches."""
    return hashlib.sha256(key.encode() + b"\0" + outcome.encode()).hexdigest()


def _refuse(path: str, why: str) -> CacheError:
    return CacheError(
        f"'{path}' is not an anec-tune cache ({why}); an anec-tune cache is an SQLite database that anec-tune "
        "writes: give another path, or remove the file"
    )


def _connect(path: str) -> sqlite3.Connection:
    connection = sqlite3.connect(path, timeout=LOCK_TIMEOUT_S, isolation_level=None)
    connection.execute("PRAGMA journal_mode = DELETE")  # no -wal/-shm files left beside the cache
    return connection


def _open(path: str, verb: str) -> sqlite3.Connection:
    """`_connect`, its failures said as `CacheError`s: a file that is no
    SQLite database refused as no cache, anything else as what could not be
    done (`verb`: read, write)."""
    try:
        return _connect(path)
    except sqlite3.DatabaseError as err:
        raise _refuse(path, str(err)) from None
    except sqlite3.Error as err:
        raise CacheError(f"cannot {verb} the cache '{path}': {err}") from None


def _check(connection: sqlite3.Connection, path: str) -> None:
    """Raises `CacheError` unless `connection` is an anec-tune cache of `FORMAT`."""
    try:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"meta", "entries"} <= tables:
            raise _refuse(path, "no meta and entries tables")
        meta = dict(connection.execute("SELECT name, value FROM meta").fetchall())
    except sqlite3.DatabaseError as err:
        raise _refuse(path, str(err)) from None
    if meta.get("tuner") != "anec-tune":
        raise _refuse(path, f"meta.tuner is {meta.get('tuner')!r}")
    if meta.get("format") != str(FORMAT):
        raise _refuse(path, f"format {meta.get('format')!r}; this anec-tune reads format {FORMAT}")


def read(path: str, keys: list[str], valid: Callable[[Any], str | None], warn: Callable[[str], None]) -> dict[str, Any]:
    """The entries of `keys` found in the cache at `path` (none when the file
    does not exist or is empty), each an outcome's JSON data that `valid`
    accepts (it returns None, or why not). Entries that fail are reported
    through `warn` with the path and key, and left out."""
    file = Path(path)
    if not file.exists() or (file.is_file() and file.stat().st_size == 0):
        return {}
    if not file.is_file():
        raise CacheError(f"'{path}' is not a regular file; the cache is a file")
    found: dict[str, Any] = {}
    connection = _open(path, "read")
    try:
        _check(connection, path)
        for key in dict.fromkeys(keys):
            try:
                row = connection.execute("SELECT outcome, digest FROM entries WHERE key = ?", (key,)).fetchone()
            except sqlite3.DatabaseError as err:
                raise CacheError(f"cannot read the cache '{path}': {err}") from None
            if row is None:
                continue
            outcome, stored = row
            why = None
            if not isinstance(outcome, str) or stored != digest(key, outcome):
                why = "its digest does not match its content (the entry was edited or damaged)"
            else:
                try:
                    data = json.loads(outcome)
                except (ValueError, RecursionError):
                    why = "its outcome is not JSON"
                else:
                    why = valid(data)
            if why is None:
                found[key] = data
            else:
                warn(f"cache '{path}': entry {key[:16]} ignored: {why}; the function is searched again")
    finally:
        connection.close()
    return found


def write(path: str, entries: Mapping[str, Any]) -> None:
    """Inserts `entries` (key -> outcome JSON data) into the cache at `path`,
    creating it when it does not exist, in one transaction."""
    if not entries:
        return
    file = Path(path)
    fresh = not file.exists() or (file.is_file() and file.stat().st_size == 0)
    connection = _open(path, "write")
    try:
        connection.execute("BEGIN IMMEDIATE")
        try:
            if fresh or not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'meta'").fetchone():
                if not fresh and connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                    raise _refuse(path, "an SQLite database with other tables")
                for statement in SCHEMA:
                    connection.execute(statement)
                connection.executemany(
                    "INSERT OR IGNORE INTO meta VALUES (?, ?)", [("tuner", "anec-tune"), ("format", str(FORMAT))]
                )
            _check(connection, path)
            rows = []
            for key, data in sorted(entries.items()):
                outcome = json.dumps(data, sort_keys=True)
                rows.append((key, outcome, digest(key, outcome)))
            connection.executemany("INSERT OR REPLACE INTO entries VALUES (?, ?, ?)", rows)
            connection.execute("COMMIT")
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise
    except sqlite3.OperationalError as err:  # locked too long, read-only, disk full
        raise CacheError(f"cannot write the cache '{path}': {err}") from None
    except sqlite3.DatabaseError as err:
        raise _refuse(path, str(err)) from None
    except sqlite3.Error as err:
        raise CacheError(f"cannot write the cache '{path}': {err}") from None
    finally:
        connection.close()


def keys(path: str) -> list[str]:
    """Every key in the cache at `path` (for tests and inspection)."""
    if not Path(path).is_file():
        return []
    connection = _connect(path)
    try:
        _check(connection, path)
        return [row[0] for row in connection.execute("SELECT key FROM entries ORDER BY key")]
    finally:
        connection.close()
