"""Failure signatures: kind + exception type + normalized message + innermost and outermost frames.

`signature_of(...)` is the entry point the other stages use (the reducer's "same failure" check):

    sig = signature_of("exception", "ValueError", message, traceback_text)
    sig.key                  # stable hex id, equal for failures that normalize identically
    sig.similarity(other)    # 0..1, 0 whenever the kinds differ
"""

from __future__ import annotations

import ast
import hashlib
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Mapping, Sequence

import numpy as np
from rapidfuzz import process
from rapidfuzz.distance import Levenshtein, Prefix

from .frame_stats import (
    FrameStats,
    contained_share,
    is_site_frame,
    weighted_similarity,
)
from .installed_source import defining_class
from .normalize import (
    frame_name,
    frame_name_unfiltered,
    is_script_frame,
    location_of,
    message_details,
    message_subject,
    message_tokens,
    normalize_exception_type,
    normalize_frames,
    normalize_message,
    rewritten_frame_name,
    site_of,
    subject_is_legalizable,
    tag_subject_legalizable,
)
from .parse import Frame, Trace, parse_trace
from .rules import MessageClass, Rules, Weights, first_group, load_rules

KINDS = ("crash", "exception", "segfault", "timeout", "oom", "mismatch")
DEFAULT_TOP_K = 3
DEFAULT_BOTTOM_K = 3
# Half of a frame list's score is the crash-site-first common prefix, so that agreeing on the innermost
# frames counts more than agreeing on frames further out.
PREFIX_SHARE = 0.5
# Credit for a crash site that is the other trace's second frame (a printer dropped the innermost one).
SHIFTED_CRASH_SITE = 0.8
# Credit for crash sites that are siblings: two methods of one class, two functions of one namespace or
# module (CreateAdd and CreateMul, min_value and max_value), which often share the code at fault.
SIBLING_CRASH_SITE = 0.5
# The owner of a failure about an op that TVM can lower but that reached a stage expecting it lowered.
UNLOWERED_BY_A_PASS = "<an earlier pass left the op unlowered>"
# The caller of an operator that failed (see [frames] operator) when it is not TVM's code: the script's own line,
# or a library's that it called.
OUTSIDE_CALLER = "<code outside TVM>"
# The line of TVM's own code that applied an operator that failed (see [frames] operator): `<applied at f:N>`.
APPLIED_AT = "<applied at "
# Lines this many apart or fewer in one function apply an operator in one piece of code: an op's code does the same
# for each spatial axis on neighbouring lines (`bin_h = roi_h / ph` then `bin_w = roi_w / pw`; d, h and w in 3-D).
SAME_STATEMENT_LINES = 2


def sequence_scores(query: Sequence[str], choices: Sequence[Sequence[str]], head_share: float = 0.0) -> np.ndarray:
    """Similarity of a frame (or token) list to each of choices, element by element with rapidfuzz.

    The lists are innermost first. head_share of the score is whether the first elements (the crash sites)
    are equal; the rest is half edit-distance similarity of the lists and half their common prefix, so
    agreeing on the frames nearest the crash counts most. Two empty lists agree (1.0), an empty and a
    non-empty one do not (0.0)."""
    if not choices:
        return np.zeros(0)
    if not query:
        return np.array([0.0 if c else 1.0 for c in choices])
    q = [query]
    lev = process.cdist(q, choices, scorer=Levenshtein.normalized_similarity, dtype=np.float64)[0]
    pre = process.cdist(q, choices, scorer=Prefix.normalized_similarity, dtype=np.float64)[0]
    scores = (1 - head_share) * ((1 - PREFIX_SHARE) * lev + PREFIX_SHARE * pre)
    head = query[0]
    for i, c in enumerate(choices):
        if not c:
            scores[i] = 0.0
        elif head_share and c[0] == head:
            scores[i] += head_share
    return scores


def digest(parts: Sequence[str], length: int) -> str:
    """A stable hex id of a sequence of strings."""
    return hashlib.sha1("\x1f".join(parts).encode("utf-8", "replace")).hexdigest()[:length]


def _bare(frame: str) -> str:
    return frame.split(" [", 1)[0]


def _detail_cut_off(sig: "Signature") -> bool:
    """Whether the log ended inside the message before the detail its crash site would carry (`[R.nn.conv2d]`)."""
    return sig.message_cut and bool(sig.top) and _bare(sig.top[0]) == sig.top[0]


def _head_and_prefix(a: Sequence[str], b: Sequence[str], unrelated: frozenset[str],
                     near: bool | None) -> tuple[float, float]:
    """Crash-site agreement and common-prefix share of two top-frame lists. Some printers (pytest) drop the
    innermost frame's name, so a crash site that is the other's second frame still counts, a little less;
    sibling crash sites count half, except in a namespace whose members are unrelated or when the store
    has seen them in separate code (near: FrameStats.near of the two crash sites)."""
    if a[0] == b[0]:
        return 1.0, Prefix.normalized_similarity(a, b)
    a_bare, b_bare = [_bare(f) for f in a], [_bare(f) for f in b]
    if _named_lists_overlap(a[0], b[0]):
        return 1.0, Prefix.normalized_similarity(a_bare, b_bare)
    if is_site_frame(a_bare[0]) or is_site_frame(b_bare[0]):
        return _site_head_and_prefix(a_bare, b_bare, near)
    if len(a) > 1 and a_bare[1] == b_bare[0]:
        return SHIFTED_CRASH_SITE, Prefix.normalized_similarity(a_bare[1:], b_bare[: len(a) - 1])
    if len(b) > 1 and b_bare[1] == a_bare[0]:
        return SHIFTED_CRASH_SITE, Prefix.normalized_similarity(a_bare[: len(b) - 1], b_bare[1:])
    qualifier = _qualifier(a_bare[0])
    if (qualifier and qualifier not in unrelated and qualifier == _qualifier(b_bare[0])
            and near is not False):
        return SIBLING_CRASH_SITE, Prefix.normalized_similarity(a_bare[1:], b_bare[1:])
    return 0.0, 0.0


def _unrelated_owners(a: str, b: str, w: Weights) -> bool:
    """Whether two crash sites are two ops' or passes' own code in a namespace whose members are unrelated
    (two ONNX converters): two bugs, however alike the message (Python's generic `'Var' object has no
    attribute 'value'`) and the callers are."""
    qualifier = _qualifier(a)
    return (a != b and qualifier in w.unrelated_namespaces and qualifier == _qualifier(b)
            and w.owner_frame.search(a) is not None and w.owner_frame.search(b) is not None)


_NAMED_LIST = re.compile(r" \[([\w.*]+(?:, [\w.*]+)+|[\w.*]+)\]$")


def _named_lists_overlap(a: str, b: str) -> bool:
    """Whether two crash sites' details are lists of names (the ops an importer has no converter for) that
    share one: `[pow.*, sym_float.*]` and `[sym_float.*, truediv.*]` both lack the converter for sym_float."""
    ma, mb = _NAMED_LIST.search(a), _NAMED_LIST.search(b)
    if not ma or not mb or a[: ma.start()] != b[: mb.start()] or ("," not in ma.group(1) and "," not in mb.group(1)):
        return False
    return not set(ma.group(1).split(", ")).isdisjoint(mb.group(1).split(", "))


def _site_head_and_prefix(a: Sequence[str], b: Sequence[str], near: bool | None) -> tuple[float, float]:
    """_head_and_prefix where a crash site is known only by its location (no log has named it yet): a site
    in the same code as the other crash site counts as a sibling, one in other code not at all; where the
    store cannot tell, the crash site counts as a dropped one (a printer's, like pytest's), if the frames
    under it agree."""
    if near is False or (near is None and a[1:2] != b[1:2]):
        return 0.0, 0.0
    return (SIBLING_CRASH_SITE if near else SHIFTED_CRASH_SITE), Prefix.normalized_similarity(a[1:], b[1:])


def _callers_as_printed(frames: Sequence[str], other: Sequence[str]) -> tuple[str, ...]:
    """frames without the native frames between its crash site and TVM's Python code that called it, when the
    other stack goes from its crash site straight to Python: a printer that names no native frame but the
    innermost (IPython's `File <unknown>:0`) hid them there, so they are unknown to it, not other."""
    if len(frames) > 1 and len(other) > 1 and "::" in frames[1] and "::" not in other[1]:
        k = next((i for i, f in enumerate(frames[1:], 1) if "::" not in f), len(frames))
        return (frames[0], *frames[k:])
    return tuple(frames)


def _qualifier(frame: str) -> str:
    """`tvm::codegen::CodeGenLLVM` of `tvm::codegen::CodeGenLLVM::CreateAdd`, `tvm.topi.nn` of `tvm.topi.nn.pool`."""
    head, sep, _ = frame.rpartition("::") if "::" in frame else frame.rpartition(".")
    return head if sep else ""


def score_against(
    sig: "Signature",
    reps: Sequence["Signature"],
    weights: Weights,
    stats: FrameStats | None = None,
    exact: Sequence[bool] | None = None,
) -> np.ndarray:
    """Weighted similarity of sig to several signatures of its kind (reps, projected under the same stats).

    Parts: frames (the crash site, then a TraceSim-style weighted alignment of the whole frame lists, or
    rapidfuzz's edit distance of the top frames where exact is False: a cheap first pass), message tokens,
    bottom frames (the owners) and exception type. Two failures whose owner frames above the crash site are
    both known and disjoint, or whose crash sites the store has seen in separate code (FrameStats.near),
    get their score multiplied by weights.owner_mismatch.

    A frame list that only one side has (a crash whose native frames were not symbolized, an allocation
    that failed in C instead of in a Python wrapper) is missing information, not disagreement, and one that
    neither has (a harness's own Mismatch) is no agreement: it is left out of the weighted mean, provided the
    two still share a message or exception type to go by."""
    n = len(reps)
    if n == 0 or sig.says_nothing:
        return np.zeros(n)
    w = weights
    stats = stats or FrameStats()
    tops = [r.top for r in reps]
    s_top = sequence_scores(sig.top, tops, w.crash_site)
    # crash sites the store has seen in separate code (other files, or lines far apart in one)
    apart = np.zeros(n, dtype=bool)
    if exact is not None:
        site = _bare(sig.top[0]) if sig.top else ""
        for i, r in enumerate(reps):
            if exact[i] and sig.top and r.top:
                one_class = sig.message == r.message and sig.message in w.class_messages
                other_site = _bare(r.top[0])
                near = None if one_class else stats.near(site, other_site)
                apart[i] = near is False or _unrelated_owners(site, other_site, w)
                # which of a class's checks caught it is chance (the one its dtype takes): the code that called
                # the check stands in for the crash site
                skip = 1 if one_class and len(sig.top) > 1 and len(r.top) > 1 else 0
                a, b = sig.top[skip:], r.top[skip:]
                fa, fb = sig.frames, r.frames
                if skip:
                    # (and where one log hid the native code that called the check, the Python that called it)
                    fa, fb = _callers_as_printed(fa, fb), _callers_as_printed(fb, fa)
                    a = fa[1:len(sig.top)] if fa != sig.frames else a
                    b = fb[1:len(r.top)] if fb != r.frames else b
                if _detail_cut_off(sig) or _detail_cut_off(r):
                    # the check or the op a crash site's detail names was in the part of the message the log lost
                    a, b = (_bare(a[0]), *a[1:]), (_bare(b[0]), *b[1:])
                head, prefix = _head_and_prefix(a, b, w.unrelated_namespaces, near)
                if sig.shows_only_its_site or r.shows_only_its_site:
                    # pytest's --tb=line printed the crash site alone: the frames above it are unknown, not other,
                    # so only the crash sites are compared (and the bottom frames not at all, below)
                    s_top[i] = head
                else:
                    # sequence_scores' edit distance of the top frames gives way to the weighted alignment of all
                    aligned = weighted_similarity(fa, fb, stats)
                    s_top[i] = w.crash_site * head + (1 - w.crash_site) * ((1 - PREFIX_SHARE) * aligned + PREFIX_SHARE * prefix)
    s_bot = sequence_scores(sig.bottom, [r.bottom for r in reps], w.crash_site)
    s_msg = message_scores(sig.tokens, [r.tokens for r in reps])
    s_exc = np.array([r.exception_type == sig.exception_type for r in reps], dtype=np.float64)
    informed = np.array(
        [bool(sig.tokens and r.tokens) or bool(sig.exception_type and r.exception_type) for r in reps], dtype=bool
    )
    one_top = np.array([not (sig.top and r.top) for r in reps], dtype=bool) & informed
    one_bot = np.array([not (sig.bottom and r.bottom) or sig.shows_only_its_site or r.shows_only_its_site
                        for r in reps], dtype=bool) & informed
    w_top = np.where(one_top, 0.0, w.top)
    w_bot = np.where(one_bot, 0.0, w.bottom)
    # a wrapper shown without what it wrapped hides the failure's type: nothing to compare
    hidden = np.array([sig.exception_type != r.exception_type
                       and (sig.exception_type in w.wrapper_exceptions or r.exception_type in w.wrapper_exceptions)
                       for r in reps], dtype=bool)
    w_exc = np.where(hidden, 0.0, w.exception)
    num = w_top * s_top + w_bot * s_bot + w.message * s_msg + w_exc * s_exc
    score = num / (w_top + w_bot + w.message + w_exc)
    for i, r in enumerate(reps):
        if sig.cut_off or r.cut_off:
            # a log cut off inside its traceback kept only the outer frames: it has no crash site, message or
            # exception to compare, only whether its frames are part of the other's stack (of the longer
            # one, when both were cut off)
            part = min((s for s in (sig, r) if s.cut_off), key=lambda s: len(s.frames))
            whole = r if part is sig else sig
            score[i] = contained_share(part.frames, whole.frames, stats)
    score[[r.says_nothing for r in reps]] = 0.0
    # Crash sites in separate code: the same message raised by two different checks, two bugs, however alike
    # the callers are.
    score[apart] *= w.owner_mismatch
    # Owners above the crash site with none in common: one shared helper (te::compute, a TOPI routine)
    # failing for two ops or passes that each feed it bad input, two bugs. Where the failing code is itself
    # op code (no owner above the crash site), the top frames already tell failures apart.
    if sig.owners and w.owner_mismatch < 1.0:
        for i, r in enumerate(reps):
            if (r.owners and sig.owners.isdisjoint(r.owners)
                    and not any(_named_lists_overlap(x, y) for x in sig.owners for y in r.owners)):
                score[i] *= w.owner_mismatch
    # Operators that TVM's expressions rejected, applied by two pieces of TVM's code (see [frames] operator): two
    # divisions of one helper that each can divide by zero are two faults, however alike the stacks above them.
    # Neighbouring lines of one function are one piece (see SAME_STATEMENT_LINES).
    applied = _applied(sig)
    if applied and w.owner_mismatch < 1.0:
        for i, r in enumerate(reps):
            other = _applied(r)
            if other and (other[0] != applied[0] or abs(other[1] - applied[1]) > SAME_STATEMENT_LINES):
                score[i] *= w.owner_mismatch
    # An importer's converter built the op's arguments in one failure, and the user's own code in the other,
    # both with the whole stack printed: the one the converter fed is the converter's bug, unless the check
    # says it lacks the case (`Unsupported output datatype`), which is then its own bug either way.
    if w.owner_mismatch < 1.0 and _shows_its_route(sig) and not sig.blames_its_site:
        imported = _imported(sig, w.importer_frame)
        for i, r in enumerate(reps):
            if _imported(r, w.importer_frame) != imported and _shows_its_route(r) and not r.blames_its_site:
                score[i] *= w.owner_mismatch
    return score


def _applied(sig: "Signature") -> tuple[str, int] | None:
    """(function, line) of the code that applied the operator that failed, when the log printed it."""
    at = next((f for f in sig.frames if f.startswith(APPLIED_AT)), None)
    if at is None:
        return None
    name, _, line = at[len(APPLIED_AT):-1].rpartition(":")
    return name, int(line)


def _imported(sig: "Signature", importer_frame: re.Pattern) -> bool:
    return any(map(importer_frame.search, sig.frames))


def _shows_its_route(sig: "Signature") -> bool:
    return sig.complete_stack and not sig.shows_only_its_site


# The last token of a message that the end of the log cut short (see parse.Trace.message_cut), and the fewest
# whole tokens it must have kept to be compared at all.
MESSAGE_CUT = "<cut>"
# the crash site of a traceback cut off before any frame that says what failed (see signature_from_trace)
CUT_BEFORE_ANY_FRAME = "<cut off before any TVM frame #"
ONLY_WRONG = "<a wrong result, no more said: "
CALLBACK_ARITY = "a callback that does not take the arguments TVM passes"
WRONG_RESULT = "a wrong result"
WRONG_KIND = "<a wrong result: "
WARNED_AT = "<warned at "
_LIBRARY_FILE = re.compile(r"[/\\](?:site|dist)-packages[/\\]")
MESSAGE_CUT_KEPT = 3


def cut_short(tokens: Sequence[str]) -> bool:
    """Whether a message's tokens end where the log cut the message short."""
    return tuple(tokens[-1:]) == (MESSAGE_CUT,)


def message_scores(query: Sequence[str], choices: Sequence[Sequence[str]]) -> np.ndarray:
    """sequence_scores of message tokens, where a message cut short is held against as much of the other as
    it kept: `Check failed: (tensor) <cut>` is all of `Check failed: (tensor) is false: Expected ...` it
    can be."""
    if not cut_short(query) and not any(cut_short(c) for c in choices):
        return sequence_scores(query, choices)
    return np.array([_kept_prefix_score(tuple(query), tuple(c)) for c in choices])


def _kept_prefix_score(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    # the token the cut fell in may be a part of a word (`C` of `CodeGenVM`): only those before it count, and
    # a few words (`Check failed:`) begin too many messages to tell one from another
    n = min((len(t) - 2 for t in (a, b) if cut_short(t)), default=None)
    if n is not None and n < MESSAGE_CUT_KEPT:
        return 0.0
    return float(sequence_scores(a[:n], [b[:n]])[0])


def is_cut_off(kind: str, exception_type: str, message: str, frames: Sequence[str]) -> bool:
    """A traceback whose end (the innermost frames, the exception and its message) was cut off."""
    return kind == "exception" and not exception_type and not message and bool(frames)


@dataclass(frozen=True)
class Signature:
    kind: str
    exception_type: str
    message: str
    top: tuple[str, ...]  # innermost informative frames first: top[0] is the crash site
    bottom: tuple[str, ...]  # outermost owner frames first: the legalization, op, pass or codegen
    # every (TVM) frame, innermost first: what top and bottom are chosen from, kept so that a stored
    # signature can be re-projected when the frame statistics move
    frames: tuple[str, ...] = field(default=(), compare=False, repr=False)
    # the owner frames above the crash site that may be at fault (bottom holds the outermost of them);
    # empty when the message blames the crash site itself
    owners: frozenset[str] = field(default=frozenset(), compare=False, repr=False)
    blames_its_site: bool = field(default=False, compare=False, repr=False)
    tokens: tuple[str, ...] = field(default=(), compare=False, repr=False)
    # (site frame, name) of the innermost frame, when the trace printed both: what names the crash site of
    # the logs that print only its site (see FrameStats.sites); not stored
    named_site: tuple[str, str] | tuple[()] = field(default=(), compare=False, repr=False)
    # the op whose type inference rejected what an importer's converter built (see [frames.converting] built),
    # when the stack passes through the code that calls the converters; not stored
    built: str = field(default="", compare=False, repr=False)
    # the log was cut off before the final exception's own line: the signature is that of the error it was
    # raised while handling, and what the lost one said of where that error struck is unknown; not stored
    final_lost: bool = field(default=False, compare=False, repr=False)
    key: str = field(default="", compare=False, repr=False)  # stable hex id, derived from the fields above

    @property
    def cut_off(self) -> bool:
        return is_cut_off(self.kind, self.exception_type, self.message, self.frames)

    @property
    def shows_only_its_site(self) -> bool:
        """Whether its stack is its crash site alone (pytest's --tb=line), not the code that reached it."""
        return len(self.frames) == 1

    @property
    def says_nothing(self) -> bool:
        """A traceback cut off before any frame that says what failed: like no other failure."""
        return bool(self.top) and self.top[0].startswith(CUT_BEFORE_ANY_FRAME)

    @property
    def message_cut(self) -> bool:
        """Whether the log ended inside the message, so that only its beginning is known."""
        return cut_short(self.tokens)

    @property
    def only_warned(self) -> str:
        """The TVM warning that is all a native crash or a wrong result says of itself (no exception, no message
        beyond that the result was wrong, no frame but where TVM warned), else "". The warning is of code whose
        behaviour it calls undefined (`take` in fast mode reads out of bounds): how far out it went decides
        whether the process crashed or computed garbage, so both kinds after one warning are one failure."""
        if (len(self.frames) == 1 and self.frames[0].startswith(WARNED_AT) and not self.exception_type
                and self.message in ("", WRONG_RESULT) and self.kind in ("mismatch", *NATIVE_CRASH_KINDS)):
            return self.frames[0]
        return ""

    @property
    def complete_stack(self) -> bool:
        """Whether it holds a whole stack: what a log cut off inside its traceback is held against."""
        return bool(self.frames) and not self.cut_off

    def __post_init__(self) -> None:
        if not self.tokens:
            object.__setattr__(self, "tokens", message_tokens(self.message))
        parts = (self.kind, self.exception_type, self.message, *self.top, "\x1e", *self.bottom)
        if self.built:
            # what a converter built tells apart the logs that lost whose converter it was
            parts = (*parts, "\x1d", self.built)
        object.__setattr__(self, "key", digest(parts, 16))

    def similarity(self, other: "Signature", weights: Weights | None = None, stats: FrameStats | None = None) -> float:
        if self.kind != other.kind:
            return 0.0
        if self.key == other.key:
            return 1.0
        w = weights or load_rules().weights_for(self.kind)
        return float(score_against(self, [other], w, stats, exact=[True])[0])

    def head(self, width: int = 80) -> str:
        """One line for tables: `Type: message @ crash_site < owner`. The owner (the innermost bottom frame
        that is not the crash site) tells apart two clusters that one check ends, reached from different
        code: `InferTypeIndexPut < base_fx_graph_translator._index_put` and `InferTypeIndexPut <
        block_builder.emit`."""
        text = f"{self.exception_type or self.kind}: {self.message}" if self.message else (self.exception_type or self.kind)
        if self.top:
            text += f" @ {self.top[0]}"
            owner = next((f for f in reversed(self.bottom) if f != _bare(self.top[0])), None)
            if owner:
                text += f" < {owner}"
        return text if len(text) <= width else text[: width - 1] + "…"

    def to_dict(self) -> dict:
        return {
            "key": self.key,
            "kind": self.kind,
            "exception_type": self.exception_type,
            "message": self.message,
            "top": list(self.top),
            "bottom": list(self.bottom),
            "frames": list(self.frames),
        }

    @classmethod
    def from_dict(cls, d: Mapping) -> "Signature":
        return cls(d["kind"], d["exception_type"], d["message"], tuple(d["top"]), tuple(d["bottom"]),
                   tuple(d.get("frames", ())))


_KIND_TAIL = 2048


def classify_kind(text: str, trace: Trace, rules: Rules) -> str | None:
    """The kind of a failure that came without failure.json; None when the text shows no failure at all.

    The [kinds] patterns look at the exception and the end of the log, where a failing process leaves its
    evidence (the exception line, the shell's "Killed", the allocator's complaint); crash banners anywhere
    in the log are already known to the parser (trace.fatal)."""
    evidence = "\n".join((trace.exception_type, trace.message, text[-_KIND_TAIL:]))
    for kind, patterns in rules.kinds:
        if any(p.search(evidence) for p in patterns):
            return kind
    if trace.fatal:
        return {"segfault": "segfault", "timeout": "timeout"}.get(trace.fatal, "crash")
    if trace.exception_type or trace.frames or trace.message:
        return "exception"  # a traceback cut off before its exception line is still a failure
    return None


def legalization_takes_subject(message: str, rules: Rules) -> bool:
    """Whether the op call that a message is about (rules.msg_subject: `Offending call:` and the call on the next
    line) is one that the op's legalization in the installed TVM lowers, as the call's printed attributes show:
    conv2d's lowers `data_layout="NCHW", out_layout="NCHW"` and hands `out_layout="NHWC"` back unchanged. Such a
    call reached VM codegen because no pass legalized it, not by a gap of the op's own."""
    m = rules.msg_subject.search(message)
    if not m:
        return False
    line = message[m.start(1):].partition("\n")[0].strip()
    try:
        call = ast.parse(line, mode="eval").body
        from relayreduce.tvm_adapter import legalization_takes_call
    except (SyntaxError, ValueError, RecursionError, ImportError):
        return False  # the printed call was cut off, or no TVM to ask
    if not isinstance(call, ast.Call):
        return False
    attrs = {}
    for kw in call.keywords:
        if kw.arg is None:
            continue
        try:
            attrs[kw.arg] = ast.literal_eval(kw.value)
        except (ValueError, TypeError, SyntaxError, RecursionError):
            continue  # not a literal (a dtype object, an expression): a test that reads it cannot tell
    return legalization_takes_call("relax." + m.group(1).removeprefix("R."), attrs) is True


@lru_cache(maxsize=None)
def _lowering_gap_of_its_own(subject: str) -> bool:
    """Whether the Relax op a message names (`R.nn.conv2d`) reaches VM codegen unlowered by a gap of its own in
    the installed TVM: it has neither a legalization nor a packed lowering, or its legalization hands some
    calls back unchanged (conv2d's, for a layout TOPI lacks). Without TVM nothing is assumed."""
    try:
        from relayreduce.tvm_adapter import legalization_declines_some_calls, op_has_lowering
    except ImportError:
        return False
    op = "relax." + subject.removeprefix("R.")
    return op_has_lowering(op) is False or bool(legalization_declines_some_calls(op))


def build_signature(
    kind: str,
    exception_type: str,
    message: str,
    pool: Sequence[str],
    *,
    top_k: int = DEFAULT_TOP_K,
    bottom_k: int = DEFAULT_BOTTOM_K,
    rules: Rules | None = None,
    stats: FrameStats | None = None,
) -> Signature:
    """A signature from a normalized message and frame pool (innermost first).

    top: the innermost top_k frames that are not common in the store; bottom: the outermost bottom_k owner
    frames (op, pass or codegen code) above the crash site that are not common, or the outermost informative
    frames when the trace names no such owner or its kind is one of rules.entry_bottom_kinds."""
    rules = rules or load_rules()
    stats = stats or FrameStats()
    pool = stats.resolve(pool)
    emits = next((k for k, f in enumerate(pool) if emitted_op_of(f)), None)
    if emits and any(rules.owner_frame.search(f) for f in pool[:emits]):
        # a crash site named only once the store learned its site (pytest's `convolution.cc:281`) can be the
        # op's own code: then, as in emitted_op, the emitted op stands for nothing more
        pool = pool[:emits] + pool[emits + 1:]
    # the code that applied an operator that TVM's expression rejected is at fault (see [frames] operator): the
    # owner where no owner frame names one, though not a frame to compare when it is code outside TVM, which
    # the other frames leave out
    caller = operator_caller(pool, rules) if kind not in rules.entry_bottom_kinds else None
    frames, pool = tuple(pool), [f for f in pool if f != OUTSIDE_CALLER and not f.startswith(APPLIED_AT)]
    if pool and pool[0] in rules.frameless_classes:
        # a class whose checks' own frames do not matter ([messages.classes] with frames = false) is its
        # crash site and its owner; the frames stay for a log cut off inside the same stack to find it
        return Signature(kind, exception_type, message, (pool[0],), (pool[0],), frames)
    informative = [f for f in pool if not stats.is_common(f)] or list(pool)
    cut_off = is_cut_off(kind, exception_type, message, pool)
    # A pass object's __call__ (see [frames] cut_route) at or right above the crash site of a complete trace
    # stays in top, however common: the failure was inside the pass's run, and logs print none, some or all of
    # the native frames inside it (no TVM_BACKTRACE, the throw site alone, or ModulePassNode::operator(), which
    # is noise). With no frame inside it printed, it is the crash site, where the frames further out
    # (tvm.compile, relax.build) say only how the script reached the pass; with one printed, a log that printed
    # none still finds its crash site shifted by one, as when pytest drops the innermost frame's name.
    route = next((k for k in (0, 1) if k < len(pool) and rules.cut_route_frame.search(pool[k])), None)
    if not cut_off and route is not None and (route == 0 or informative[0] == pool[0]):
        informative = list(pool[: route + 1]) + [f for f in informative if f not in pool[: route + 1]]
    top = tuple(informative[:top_k]) if top_k > 0 else ()
    # owners above the crash site: a crash site that is itself op code is already the first top frame; a
    # log cut off inside its traceback shows no crash site, so every frame it kept is above it. The emitted
    # op stands for its type inference, whose frames a log without TVM_BACKTRACE does not print: it is the
    # owner even where nothing was printed inside it.
    inside = 0 if cut_off or (informative and emitted_op_of(informative[0])) else 1
    above = [] if kind in rules.entry_bottom_kinds else informative[inside:]
    owners = [f for f in reversed(above) if rules.owner_frame.search(f)]
    if not owners:
        owners = next(([f] for f in reversed(above) if rules.definition_frame.search(f)), [])
    bottom = tuple((owners or list(reversed(informative)))[:bottom_k]) if bottom_k > 0 else ()
    detail = rules.crash_site_detail.search(message)
    named = first_group(detail) if detail else None
    # the crash site that says it lacks a case is to blame, not the op or pass that reached it; the case it
    # lacks, where the message names it, is its own (a converter to write for `amax` and one for `var_mean`)
    blamed_owners = frozenset(owners or ([caller] if caller else []))
    if inside and informative and rules.converter_frame.search(informative[0]):
        # an importer's converter that failed in its own code owns the failure, whichever converter ran it
        # (LpPool runs AveragePool's conversion, which is Pool's): the converter above it only passed its node on
        blamed_owners |= {informative[0]}
    blames_its_site = bool(rules.self_blame.search(message))
    if blames_its_site:
        blamed_owners = frozenset({f"{top[0]} [{named}]"} if top and named else ())
    elif rules.input_blame.search(message):
        # the script's tensor does not fit the call, whichever op took it (see [messages] input_blame)
        blamed_owners = frozenset()
    subject = message_subject(message)
    if subject and not subject_is_legalizable(message) and _lowering_gap_of_its_own(subject):
        # the op the message is about is itself at fault (no lowering at all, or one that declined this call)
        # (its 1d/2d/3d variants, one op, as in frames)
        named = rewritten_frame_name(subject, rules)
        blamed_owners |= {named}
    elif subject:
        # the op has a lowering, so an earlier pass is at fault for leaving it unlowered, whichever op it was:
        # CodeGenVM failing on R.flip and on R.exp is one bug, and another than on R.ewise_fma
        blamed_owners |= {UNLOWERED_BY_A_PASS}
    contract = rules.msg_contract.search(message)
    if contract:
        # the type a typed signature takes names the contract broken (see [messages] contract)
        blamed_owners |= {f"<takes {first_group(contract)}>"}
    details = message_details(message)
    if details:
        # what in particular failed (the condition a block broke, the function called wrong) is what to fix,
        # whichever primitive, loop or kernel ran into it
        blamed_owners |= {f"<{details}>"}
    if top and named:
        top = (f"{top[0]} [{named}]",) + top[1:]
    return Signature(kind, exception_type, message, top, bottom, frames, blamed_owners, blames_its_site)


def reproject(sig: Signature, rules: Rules, stats: FrameStats, top_k: int, bottom_k: int) -> Signature:
    """sig's top and bottom chosen again from its frames under the current statistics (same kind, message)."""
    if not sig.frames:
        return sig
    new = build_signature(sig.kind, sig.exception_type, sig.message, sig.frames,
                          top_k=top_k, bottom_k=bottom_k, rules=rules, stats=stats)
    # what the frames do not say (see Signature.built and final_lost) goes with them
    return replace(new, built=sig.built, final_lost=sig.final_lost) if sig.built or sig.final_lost else new


def frame_pool(trace: Trace, rules: Rules, converting: str = "") -> list[str]:
    """The frames a signature is chosen from, innermost first: TVM's own when the trace has any (a mismatch
    raised by the harness or a bare parse error has none, and uses what there is), then the node an importer
    was converting (converting, its op), or else the op whose expression was being emitted, if the failure
    struck there."""
    names = normalize_frames(trace.frames, rules)
    if any(rules.tvm_frame.search(n) for n in names):
        names = [n for n in names if rules.tvm_frame.search(n)]
    else:
        # no TVM frame printed (an allocation that failed inside a VM call): the user's own script frames say
        # which script failed, not where
        names = normalize_frames([f for f in trace.frames if not is_script_frame(f)], rules)
        if not names and trace.exception_type and any(rules.script_call_file.search(f.file) for f in trace.frames[1:]):
            # nothing but the script's own frames and its call into TVM (see [frames] called_from_script)
            names = [rules.script_call_frame]
    if converting and not any(rules.converter_frame.search(name) for name in names):
        # a converter that printed no frame of its own built the expression (see [frames.converting]); it
        # runs inside its caller
        _insert_inside(names, rules.converter_caller, converting_frame(converting, rules))
    elif op := emitted_op(trace, rules):
        # the op's type inference runs inside the innermost emit call, so that is where its frame belongs:
        # the same failure reached from BlockBuilder and from TVMScript then has the same innermost frames
        op = rules.shared_inference.get(op, op)
        _insert_inside(names, rules.emit_frame, rewritten_frame_name(emitted_frame(op), rules))
    pool = list(reversed(names))
    run = _operator_run(pool, rules)
    mark = _applied_mark(trace, rules) if run else None
    if mark == OUTSIDE_CALLER:
        pool.insert(run[1] + 1, mark)
    elif mark:
        pool.append(mark)
    return pool


def converting_frame(op: str, rules: Rules) -> str:
    """The converter's frame for the node op (see [frames.converting]): the class that defines the converter
    methods the node's class runs, as the installed source says. Python names a frame by the function that ran,
    which a subclass that only renames its base (the ONNX importer's MaxPool and AveragePool, which run Pool's
    `_impl_v1`) does not define: a traceback through it prints its base's frame (see [frames] qualified)."""
    frame = rules.converting_frame.format(op=op)
    module, _, cls = frame.rpartition(".")
    owner = defining_class(module, cls, rules.qualified_func) if module else None
    return f"{module}.{owner}" if owner else frame


def _operator_run(names: Sequence[str], rules: Rules) -> tuple[int, int] | None:
    """First and last index of the innermost run of operator frames in names (innermost first), unless an
    owner frame is inside it (then the failure is that owner's, whatever operator reached it)."""
    for i, name in enumerate(names):
        if rules.operator_frame.search(name):
            end = i
            while end + 1 < len(names) and rules.operator_frame.search(names[end + 1]):
                end += 1
            return i, end
        if rules.owner_frame.search(name):
            return None
    return None


def operator_caller(pool: Sequence[str], rules: Rules) -> str | None:
    """The frame (innermost first pool) that applied the operator the failure was raised in, if it was one."""
    run = _operator_run(pool, rules)
    return pool[run[1] + 1] if run and run[1] + 1 < len(pool) else None


def _operator_applier(trace: Trace, rules: Rules) -> tuple[Frame, str] | None:
    """The frame, and its name, that applied the innermost operator of the trace (see [frames] operator): TVM's
    code, the script's, or a library's it called. None when no operator failed, or an owner frame is inside."""
    seen = False
    for fr in reversed(trace.frames):
        name = frame_name(fr, rules)
        if name is None:
            continue
        if rules.operator_frame.search(name):
            seen = True
        elif seen:
            return fr, name
        elif rules.owner_frame.search(name):
            return None
    return None


def _applied_mark(trace: Trace, rules: Rules) -> str | None:
    """What the frame pool says of the code that applied a failing operator: OUTSIDE_CALLER for code that is not
    TVM's (the script's, which the pool leaves out), or `<applied at name:line>` for TVM's own line, when the
    trace prints it (a frame printed by its site alone names no function to compare lines within)."""
    applier = _operator_applier(trace, rules)
    if applier is None:
        return None
    fr, name = applier
    if not rules.tvm_frame.search(name):
        return OUTSIDE_CALLER
    return f"{APPLIED_AT}{name}:{fr.line}>" if fr.func and fr.line else None


def _insert_inside(names: list[str], caller: re.Pattern, frame: str) -> None:
    """Put frame just inside the innermost of names (outermost first) that caller matches, else outermost."""
    calls = [k for k, name in enumerate(names) if caller.search(name)]
    names.insert(calls[-1] + 1 if calls else 0, frame)


def emitted_frame(op: str) -> str:
    """The owner frame of a failure in the type inference of op, emitted where no frame of the op printed."""
    return f"<emits {op}>"


def emitted_op_of(frame: str) -> str | None:
    """The op (or shared inference function) an emitted_frame names; None for any other frame."""
    return frame[len("<emits "):-1] if frame.startswith("<emits ") and frame.endswith(">") else None


def emitted_op(trace: Trace, rules: Rules) -> str | None:
    """The op of the expression being emitted when the failure struck in code that names no op (see
    [frames.emitted] in the rules): read from the statement a TVMScript diagnostic points at (the parser
    emits each statement), else from the callers of the outermost emit frame. None when an owner frame
    inside the emit already says whose code failed (a shared helper such as NormalizeAxes, reached from many
    ops, is one bug whichever op reached it)."""
    names = [frame_name_unfiltered(f) for f in trace.frames]
    emits = [k for k, name in enumerate(names) if rules.emit_frame.search(name)]
    if (not emits and trace.frames and not (trace.exception_type or trace.message or trace.fatal)
            and is_script_frame(trace.frames[-1]) and rules.emit_line.search(trace.frames[-1].source)):
        # cut off just after the script's line that emits an op call: the lost frames are that line's callees
        # (see [frames.emitted] emit_line)
        return innermost_call(rules.emitted_call, trace.frames[-1].source)
    if not emits or any(rules.owner_frame.search(name) for name in names[emits[0]:]):
        return None
    call = innermost_call(rules.emitted_call, trace.diagnostic_source)
    if call:
        return call
    for k in range(emits[0] - 1, max(emits[0] - 1 - rules.emit_callers, -1), -1):
        call = rules.emitted_wrapper.search(names[k])
        call = call.group(1) if call else innermost_call(rules.emitted_call, trace.frames[k].source)
        if call:
            return call
        if not rules.tvm_frame.search(names[k]):
            # the user's own code emitted something built elsewhere: by a function its caller passed in, which
            # names the op when the caller wrote it in the call (`build(lambda x: relax.op.nn.max_pool1d(x))`)
            caller = trace.frames[k - 1].source if k > 0 else ""
            lam = caller.partition("lambda")[2]
            if lam:
                return innermost_call(rules.emitted_call, lam.partition(":")[2])
            # or the op itself, passed uncalled (`build_pool(relax.op.nn.max_pool2d, strides)`)
            passed = rules.emitted_reference.findall(caller)
            return passed[0] if len(set(passed)) == 1 else None
    return None


def innermost_call(call: re.Pattern, source: str) -> str | None:
    """The op (group 1 of call) of the innermost op call in a line of source, the first of the deepest: an
    expression that nests op calls (`relax.op.add(x, relax.op.arange(0, 10, 0))`) is emitted in A-normal form,
    each call's arguments normalized, and their types inferred, before the call that takes them, so the
    innermost op's inference runs first and the outer op's sees only arguments that passed it."""
    best, depth = None, -1
    for m in call.finditer(source):
        d = source.count("(", 0, m.start()) - source.count(")", 0, m.start())
        if d > depth:
            best, depth = m.group(1), d
    return best


NATIVE_CRASH_KINDS = frozenset({"crash", "segfault"})


def signature_from_trace(
    trace: Trace,
    kind: str,
    exception_type: str = "",
    message: str = "",
    *,
    top_k: int = DEFAULT_TOP_K,
    bottom_k: int = DEFAULT_BOTTOM_K,
    rules: Rules | None = None,
    text: str = "",
) -> Signature:
    """text: what trace was read from (an importer's own line about the node it failed on may be in it)."""
    rules = rules or load_rules()
    exc = normalize_exception_type(exception_type or trace.exception_type, rules)
    msg = message if message else trace.message
    # a log cut off before the final exception's own line, in a chain: the error it was raised while handling
    # is all the log says of what failed (in TVM, mostly TVMScript's DiagnosticError over the error it wraps)
    final_lost = not (exc or msg) and bool(trace.cause_type)
    if (exc in rules.wrapper_exceptions or final_lost) and trace.cause_type:
        # TVMScript re-raises every error as a DiagnosticError; the wrapped one says what went wrong, and its
        # frames where (the wrapper's are the decorator's route to the parser)
        exc, msg = normalize_exception_type(trace.cause_type, rules), trace.cause_message
        if trace.causes and trace.causes[0].frames:
            trace = replace(trace, frames=trace.causes[0].frames)
        elif trace.causes and trace.frames and not trace.frames[-1].native:
            # the wrapped error printed no frames (pytest's `E` lines), and the wrapper's innermost frame is the
            # parser's Python that raised it (diagnostics.error), not where the failure was. A native one is
            # the check itself, which reported through the parser's diagnostics.
            trace = replace(trace, frames=trace.frames[:-1])
    raw_msg = msg or ""  # its every line: pytest explains a failed assert after the script's own words
    built = rules.converter_built.search(raw_msg)
    called_back = any(rules.callback_frames.search(f.func) for f in trace.frames[-3:]) or (
        bool(trace.frames) and rules.callback_entered.search(trace.frames[-1].file) is not None)
    if called_back and rules.callback_arity.match(msg):
        msg = CALLBACK_ARITY  # (see [messages] callback_arity)
    converting = rules.converting_line.findall(text)
    pool = frame_pool(trace, rules, converting[-1] if converting else "")
    cls = message_class(msg, rules, pool)
    if cls is None and trace.cut_into is not None and (inner := frame_name(trace.cut_into, rules)):
        # the log was cut off in a call into a frame that a class takes any failure under (any_message_under):
        # whatever it raised, it raised under that frame
        under = next((c for c in rules.msg_classes if c.takes_any_failure_under([inner])), None)
        if under is not None:
            cls, pool = under, [inner, *pool]
    if cls:
        # one failure whichever check caught it: the check's own site and exception type say nothing more
        exc, msg, pool = "", cls.name, pool if cls.frames else [cls.frame, *pool]
    else:
        msg = normalize_message(msg, rules)
        subject = message_subject(msg)
        if subject and _lowering_gap_of_its_own(subject) and legalization_takes_subject(raw_msg, rules):
            # the op's legalization declines some calls, but not this one
            msg = tag_subject_legalizable(msg)
        differs = rules.differs_at.search(msg)
        if differs:
            pool = [f"<differs at {differs.group(1)}>", *pool]  # where the assertion failed (see differs_at)
        if trace.message_cut and msg:
            msg = f"{msg} {MESSAGE_CUT}"
        if kind in NATIVE_CRASH_KINDS and not shows_native_tvm_frames(trace, rules):
            # a native crash that printed none of TVM's native frames: the frames left are the user's own
            # program, which says which script crashed, not where, and the TVM Python frames that faulthandler
            # printed. The innermost of those is where Python called into native code; the ones outside it
            # are the route there (a pass called directly, by a pipeline, by relax.build), which is the
            # script's choice, not the bug's. What the log says of where the call went goes inside it.
            pool = native_crash_context(trace, rules) + [f for f in pool if rules.tvm_frame.search(f)][:1]
    only_wrong = (kind == "mismatch" and not msg or rules.msg_only_wrong.search(msg)
                  or rules.msg_only_wrong_asserted.search(raw_msg))
    if only_wrong and not any(map(rules.tvm_frame.search, pool)):
        # a wrong result that says no more than that it was wrong (see messages.only_wrong): TVM's last warning,
        # what the comparison says of how it was wrong (messages.wrong_kinds; first, for a kind that no warning
        # explains: messages.unwarned_wrong_kinds), or where the script compared it, is all that tells one from
        # another; which assertion said so does not
        how = wrong_kind(message or trace.message, rules)
        how_frames = [f"{WRONG_KIND}{how}>"] if how else []
        pool = ((how_frames if how in rules.unwarned_wrong_kinds else tvm_warning(trace, rules)) or how_frames
                or [f"{ONLY_WRONG}{compared_at(trace, rules) or digest([text], 8)}>"])
        exc, msg = "", WRONG_RESULT
    if kind == "exception" and not (exc or msg) and trace.frames and all(map(rules.cut_route_frame.search, pool)):
        # cut off before any frame that says what failed (only pytest's or the script's own were printed, or
        # TVM's that say only how the script called in, see [frames] cut_route):
        # it is like no other failure but one of an identical log, so it founds a cluster of its own rather
        # than one of every log cut off that early, whatever their causes. (Its frames are no identity:
        # pytest's runner prints the same ones for every test.)
        pool = [f"{CUT_BEFORE_ANY_FRAME}{digest([text], 8)}>"]
    sig = build_signature(kind, exc, msg, pool, top_k=top_k, bottom_k=bottom_k, rules=rules)
    # a class's failures teach their crash site's name too: the logs that print it only by where it is
    # (pytest's innermost native frame) are often of the same class
    named = named_site(trace, rules)
    if named:
        sig = replace(sig, named_site=named)
    if built and not cls and any(map(rules.converter_caller.search, sig.frames)):
        sig = replace(sig, built=first_group(built))
    if final_lost:
        sig = replace(sig, final_lost=True)
    return sig


def wrong_kind(message: str, rules: Rules) -> str:
    """How the result was wrong, when the comparison's message says it (see messages.wrong_kinds), else ""."""
    return next((name for name, pattern in rules.wrong_kinds if pattern.search(message)), "")


def compared_at(trace: Trace, rules: Rules) -> str:
    """Where a script compared a result: the file name and function of its innermost frame outside the
    libraries (the comparison's own frames are numpy's, torch's or tvm.testing's). A notebook's cell or
    IPython's input has no name of its own: `<ipython-input In[4]>` is any notebook's fourth cell."""
    for fr in reversed(trace.frames):
        if fr.native or not fr.file or _LIBRARY_FILE.search(fr.file) or rules.file_ignore.search(fr.file):
            continue
        name = fr.file.replace("\\", "/").rpartition("/")[2]
        return "" if fr.file.startswith("<") else f"{name}:{fr.func}"
    return ""


def shows_native_tvm_frames(trace: Trace, rules: Rules) -> bool:
    return any(fr.native and rules.tvm_frame.search(frame_name(fr, rules) or "") for fr in trace.frames)


def tvm_warning(trace: Trace, rules: Rules) -> list[str]:
    """Where TVM logged the last warning before the failure, as a frame, unless the warning says nothing of it."""
    if trace.warning and not rules.native_warning_ignore.search(trace.warning[1]):
        frame = trace.warning[0]
        return [f"{WARNED_AT}{location_of(frame) if frame.file else frame.func}>"]
    return []


def native_crash_context(trace: Trace, rules: Rules) -> list[str]:
    """What a native crash that printed none of TVM's frames still says of where it struck, innermost first:
    the last warning TVM logged before it, and how Python entered native code ([frames.native_crash])."""
    context = tvm_warning(trace, rules)
    native = [f.func for f in trace.frames if f.native]
    context += [frame for pattern, frame in rules.native_entries if any(pattern.search(func) for func in native)]
    return context


def message_class(message: str, rules: Rules, frames: Sequence[str] = ()) -> MessageClass | None:
    """The class of failure a raw message, raised under these (normalized) frames, says it is, when it
    matches one of [messages.classes]."""
    return next((cls for cls in rules.msg_classes if cls.pattern.search(message)
                 and (cls.under is None or any(cls.under.search(f) for f in frames))
                 or cls.takes_any_failure_under(frames)),
                None)


def named_site(trace: Trace, rules: Rules) -> tuple[str, str] | None:
    """(site frame, normalized name) of the trace's innermost frame, when it printed both; the name is ""
    for a frame that is noise or not TVM's, which the site then stands for too."""
    if not trace.frames:
        return None
    fr = trace.frames[-1]
    if not (fr.func and fr.file and fr.line):
        return None
    name = frame_name(fr, rules) or ""
    return site_of(fr), name if rules.tvm_frame.search(name) else ""


def signature_or_none(
    kind: str | None,
    exception_type: str = "",
    message: str = "",
    traceback: str = "",
    stderr: str = "",
    *,
    top_k: int = DEFAULT_TOP_K,
    bottom_k: int = DEFAULT_BOTTOM_K,
    rules: Rules | None = None,
) -> Signature | None:
    """Like signature_of, but None when no kind is given and the text shows no failure at all."""
    rules = rules or load_rules()
    trace = parse_trace(traceback or "")
    if stderr and (not trace.frames or not (trace.exception_type or exception_type)):
        # failure.json of a crash often has no traceback; the frames are in stderr then
        trace = merge_traces(trace, parse_trace(stderr))
    if not exception_type:
        trace = reported_failure(trace, rules)
    if not kind:
        kind = classify_kind("\n".join(t for t in (message, traceback, stderr) if t), trace, rules)
        if kind is None:
            return None
    return signature_from_trace(trace, kind, exception_type, message, top_k=top_k, bottom_k=bottom_k, rules=rules,
                                text=traceback + stderr)


def reported_failure(trace: Trace, rules: Rules) -> Trace:
    """The failure a log reports. A script that raised its own error in its own code (its traceback holds
    only the script's and the standard library's frames) reports another: a child process's failure printed
    before it (a worker's traceback or crash banner, then `RuntimeError: the worker exited with code -11`), or
    TVM's error it was raised from (`raise RuntimeError("stage compile failed") from e`), or one whose message
    is of a known class ([messages.classes]: a TVM API that the script's own code looked up under an old name
    shows no TVM frame). That one is the failure. An error a library raised over TVM's stays the failure, and so does a verdict ([exceptions]
    verdicts: relayreduce's AdapterError, which its repro.py scripts raise too)."""
    if (trace.fatal or (trace.child is None and not trace.causes) or not all(map(is_script_frame, trace.frames))
            or normalize_exception_type(trace.exception_type, rules) in rules.verdict_exceptions):
        return trace
    if trace.child is not None:
        return reported_failure(trace.child, rules)
    return next((cause for cause in trace.causes if cause.fatal or _shows_tvm_frames(cause, rules)
                 or _names_a_class(cause, rules)), trace)


def _names_a_class(trace: Trace, rules: Rules) -> bool:
    """Whether the trace's own message is one of [messages.classes]: a failure with TVM that the script's code
    met without a TVM frame on its stack (an API that TVM renamed, looked up in the script's own code)."""
    return message_class(trace.message, rules, normalize_frames(trace.frames, rules)) is not None


def _shows_tvm_frames(trace: Trace, rules: Rules) -> bool:
    return any(rules.tvm_frame.search(name) for name in normalize_frames(trace.frames, rules))


def signature_of(
    kind: str | None = None,
    exception_type: str = "",
    message: str = "",
    traceback: str = "",
    stderr: str = "",
    *,
    top_k: int = DEFAULT_TOP_K,
    bottom_k: int = DEFAULT_BOTTOM_K,
    rules: Rules | str | Path | None = None,
) -> Signature:
    """The signature of one failure, from the fields of failure.json and/or raw stderr.

    kind may be None: then it is inferred from the text, and a text that shows no failure gives "crash".
    rules: a Rules object, a path to a user rules file merged over the shipped one, or None.
    """
    if not isinstance(rules, Rules):
        rules = load_rules(rules)
    sig = signature_or_none(
        kind, exception_type, message, traceback, stderr, top_k=top_k, bottom_k=bottom_k, rules=rules
    )
    return sig if sig is not None else Signature("crash", "", "", (), ())


def annotate_frames(trace: Trace, sig: Signature, rules: Rules | None = None) -> list[tuple[Frame, str | None, str]]:
    """Every frame of a trace (outermost first) with its normalized name (None: dropped by the rules) and
    its role in sig: "top" (one of the innermost signature frames), "bottom", "top+bottom" or "".
    For reports that show the raw trace with the signature frames marked."""
    rules = rules or load_rules()
    out = []
    for fr in trace.frames:
        name = frame_name(fr, rules)
        bare = (name or "").split(" [", 1)[0]
        in_top = name is not None and any(t.split(" [", 1)[0] == bare for t in sig.top)
        in_bottom = name is not None and bare in sig.bottom
        out.append((fr, name, "+".join(r for r, on in (("top", in_top), ("bottom", in_bottom)) if on)))
    return out


def merge_traces(primary: Trace, extra: Trace) -> Trace:
    """Fill what primary lacks from extra (frames, exception, chain, banner)."""
    if primary.empty:
        return extra
    return Trace(
        frames=primary.frames or extra.frames,
        exception_type=primary.exception_type or extra.exception_type,
        message=primary.message or extra.message,
        fatal=primary.fatal or extra.fatal,
        warning=primary.warning or extra.warning,
        causes=primary.causes or extra.causes,
        child=primary.child or extra.child,
    )


def signature_of_failure(failure: Mapping, stderr: str = "", **kwargs) -> Signature:
    """signature_of for a failure.json mapping (kind, exception_type, message, traceback)."""
    return signature_of(
        failure.get("kind") or None,
        str(failure.get("exception_type") or ""),
        str(failure.get("message") or ""),
        str(failure.get("traceback") or ""),
        stderr,
        **kwargs,
    )
