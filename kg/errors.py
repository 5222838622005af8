"""User-facing errors: one clear line, no traceback.

Anything a user can cause (bad input files, an unreachable server, an unknown
name) raises :class:`KgError`; the CLI prints ``kg: error: <message>`` and exits 2.
"""

from __future__ import annotations


class KgError(Exception):
    """An error whose message is a complete, one-line explanation for the user."""

    exit_code = 2


class InputError(KgError):
    """Malformed input: the message names the file and line or record."""
