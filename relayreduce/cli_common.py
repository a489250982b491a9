"""What every command shares: the bad-input exception (one ``Error:`` line, exit 2) and duration parsing."""

from __future__ import annotations

import click


class BadInput(click.ClickException):
    exit_code = 2


def parse_budget(text: str) -> float:
    """'90s', '10m', '1h' or plain seconds."""
    units = {"s": 1, "m": 60, "h": 3600}
    try:
        if text and text[-1] in units:
            return float(text[:-1]) * units[text[-1]]
        return float(text)
    except ValueError:
        raise BadInput(f"budget {text!r} is not a duration like 90s, 10m or 1h") from None
