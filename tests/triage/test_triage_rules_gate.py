"""The literal gate in front of the message-class and [kinds] regexes changes what they cost, never what they match."""

import re

from relayreduce.triage import load_rules
from relayreduce.triage.parse import parse_trace
from relayreduce.triage.rules import _required_literal

from rawlogs import RAWLOGS


def test_the_required_literal_is_the_longest_run_of_plain_characters_at_the_top_level():
    assert _required_literal(r"\bCheck failed: \(\w+ > 0\) is false", 0) == "Check failed: ("
    assert _required_literal(r"^Mismatched \w+ on argument #\d+ when calling", 0) == " on argument #"
    # an alternation or an optional part is not at the top level: nothing in it is required
    assert _required_literal(r"foo bar|baz qux", 0) is None
    assert _required_literal(r"(?:long optional text)?ab", 0) is None
    # a substring test is case-sensitive
    assert _required_literal(r"(?i)segmentation fault", 0) is None
    assert _required_literal(r"segmentation fault", re.IGNORECASE) is None


def _texts() -> list[str]:
    """What the gated patterns are searched in, from other authors' logs: each failure's message and the
    evidence [kinds] reads (the exception and the log's end)."""
    out = []
    for log in sorted(RAWLOGS.glob("holdout2*/logs/*/*")):
        text = log.read_text(errors="replace")
        trace = parse_trace(text)
        out += [trace.message, "\n".join((trace.exception_type, trace.message, text[-2048:]))]
    return out


def test_gated_patterns_match_exactly_what_their_regexes_match_on_real_logs():
    rules = load_rules()
    gated = [cls.pattern for cls in rules.msg_classes] + [p for _, patterns in rules.kinds for p in patterns]
    assert sum(p.literals is not None for p in gated) > 0.9 * len(gated)  # the gate is in front of nearly all
    texts = _texts()
    hits = 0
    for pattern in gated:
        for text in texts:
            found = pattern.search(text)
            assert bool(found) == bool(pattern.compiled.search(text)), (pattern.pattern, text[:200])
            hits += bool(found)
    assert hits > 100  # the logs exercise the patterns, not only their gates
