"""Loading the triage rules (frame_rules.toml plus an optional user file) into compiled regexes."""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from re import _constants as _sre_constants, _parser as _sre_parser
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Sequence

from .frame_stats import IdfParams

BUILTIN_RULES = Path(__file__).with_name("frame_rules.toml")


class RulesError(ValueError):
    """A rules file is missing, not TOML, or holds a bad regex."""


@dataclass(frozen=True)
class Weights:
    """How much each part of a signature counts in the fuzzy similarity (normalized to sum 1)."""

    top: float = 0.35
    message: float = 0.40
    bottom: float = 0.10
    exception: float = 0.15
    # share of the top-frame score that is "same crash site" (top[0]); not part of the sum-to-1 weights
    crash_site: float = 0.5
    # Factor on the similarity of two failures whose owner frames above the crash site (the op, pass or
    # codegen code that called into it) are both known and have none in common: the bug is named by its
    # owner even when message and crash site agree. Not part of the sum either.
    owner_mismatch: float = 1.0
    # Qualifiers whose members share no code: two crash sites in one of them are not siblings (see
    # [similarity] unrelated_namespaces). Not a weight.
    unrelated_namespaces: frozenset[str] = frozenset()
    # Messages of [messages.classes] whose checks sit in separate code by design (IntImm's range check and
    # MakeConstScalar's): two failures of one such class are not two bugs for crash sites far apart. Not a weight.
    class_messages: frozenset[str] = frozenset()
    # Exception types that only wrap another ([exceptions] wrappers): a log that shows the wrapper alone (a
    # TVMScript DiagnosticError without the error it wrapped) does not say which type the failure had. Not a weight.
    wrapper_exceptions: frozenset[str] = frozenset()
    # Frames of an importer's own code ([frames] importer). Not a weight.
    importer_frame: re.Pattern = re.compile(r"(?!x)x")
    # Owner frames ([frames] owner): two of them in an unrelated namespace are two bugs. Not a weight.
    owner_frame: re.Pattern = re.compile(r"(?!x)x")

    def normalized(self) -> "Weights":
        total = self.top + self.message + self.bottom + self.exception
        if total <= 0:
            raise RulesError("similarity weights must not all be zero")
        if not 0.0 <= self.crash_site <= 1.0 or not 0.0 <= self.owner_mismatch <= 1.0:
            raise RulesError("similarity crash_site and owner_mismatch must be within 0..1")
        return replace(self, top=self.top / total, message=self.message / total, bottom=self.bottom / total,
                       exception=self.exception / total)


class GatedPattern:
    """A regex that is searched only in texts holding one of the literals every match must contain. Most
    messages hold none of a rule's literals, and a substring test is far cheaper than a search for an
    alternation or a pattern that does not start with a literal, which the regex engine tries at every position."""

    __slots__ = ("compiled", "literals")

    def __init__(self, compiled: re.Pattern, literals: tuple[str, ...] | None):
        self.compiled, self.literals = compiled, literals

    @property
    def pattern(self) -> str:
        return self.compiled.pattern

    def search(self, text: str) -> re.Match | None:
        if self.literals is not None:
            for lit in self.literals:  # a loop, not any(): a generator costs more than the tests
                if lit in text:
                    break
            else:
                return None
        return self.compiled.search(text)


@dataclass(frozen=True)
class MessageClass:
    name: str
    pattern: GatedPattern
    # whether the failure's frames stay behind the class (its owners still tell two such failures apart)
    frames: bool
    # frames of which the failure's stack must hold one for the class to apply (None: any stack)
    under: re.Pattern | None = None
    # frames under which any failure is of the class, whatever its message says (None: none)
    any_message_under: re.Pattern | None = None

    def takes_any_failure_under(self, frames: Sequence[str]) -> bool:
        """Whether one of frames is one under which any failure is of the class (any_message_under)."""
        return self.any_message_under is not None and any(map(self.any_message_under.search, frames))

    @property
    def frame(self) -> str:
        """The frame that stands for the class in a signature of a class without frames."""
        return f"<{self.name}>"


@dataclass(frozen=True, eq=False)  # identity hash: Rules keys lru_caches on every frame, hashing fields is slow
class Rules:
    frame_ignore: re.Pattern
    file_ignore: re.Pattern
    frame_rewrite: tuple[tuple[re.Pattern, str, tuple[str, ...]], ...]
    tvm_frame: re.Pattern
    owner_frame: re.Pattern
    # names of functions a module defines once per class, whose frames are named by their class
    # ([frames] qualified)
    qualified_func: re.Pattern
    definition_frame: re.Pattern
    # Python's operator and conversion methods of TVM's expressions ([frames] operator)
    operator_frame: re.Pattern
    entry_bottom_kinds: frozenset[str]
    # frames that say only how a script called in: all a cut-off log kept of them says nothing ([frames] cut_route)
    cut_route_frame: re.Pattern
    # a native crash without TVM's frames ([frames.native_crash]): warnings that say nothing of it, and CPython
    # frames that say how Python entered native code -> the frame each stands for
    native_warning_ignore: re.Pattern
    native_entries: tuple[tuple[re.Pattern, str], ...]
    # a failure raised in a TVM function that the script called itself, with no TVM frame printed
    # ([frames.called_from_script]): the files of the call's frames, and the frame that says so
    script_call_file: re.Pattern
    script_call_frame: str
    emit_frame: re.Pattern
    emitted_call: re.Pattern
    emitted_wrapper: re.Pattern
    emitted_reference: re.Pattern
    emit_callers: int
    # a source line that emits an expression ([frames.emitted] emit_line)
    emit_line: re.Pattern
    # emitted op -> the type inference function it shares with other ops ([frames.emitted.shared_inference])
    shared_inference: dict[str, str]
    # an importer's own line naming the node it failed to convert, and the frame that calls the converters
    # ([frames.converting])
    converting_line: re.Pattern
    converter_caller: re.Pattern
    converter_frame: re.Pattern
    converting_frame: str
    # the op whose type inference rejected an expression, as the message prints it (group 1)
    converter_built: re.Pattern
    msg_inline_notes: re.Pattern
    msg_drop_line: re.Pattern
    msg_reason: re.Pattern
    msg_only_wrong: re.Pattern
    # pytest's explanation of a failed assert on an array comparison, over the whole message ([messages] only_wrong_asserted)
    msg_only_wrong_asserted: re.Pattern
    # what a comparison says of how a result was wrong, for a wrong result that says no more ([messages.wrong_kinds])
    wrong_kinds: tuple[tuple[str, re.Pattern], ...]
    # the wrong kinds that TVM's last warning does not explain ([messages] unwarned_wrong_kinds)
    unwarned_wrong_kinds: frozenset[str]
    # tvm-ffi's frames of a call into a Python callback, and the callback's name in Python's arity error
    callback_frames: re.Pattern
    callback_arity: re.Pattern
    # the file of an innermost frame that is tvm-ffi's own: Python code there was called by native code
    callback_entered: re.Pattern
    msg_collapse_call: re.Pattern
    # text after which an ir.Op in a message is named by its name, not collapsed ([messages] op_named_after)
    msg_op_named_after: re.Pattern
    # text after which a called function in a message is named by its name, its arguments dropped ([messages]
    # callee_named_after)
    msg_callee_named_after: re.Pattern
    crash_site_detail: re.Pattern
    differs_at: re.Pattern
    self_blame: re.Pattern
    # messages of a shared check that the script's own tensor does not fit the call ([messages] input_blame)
    input_blame: re.Pattern
    msg_subject: re.Pattern
    # later lines of a message that say what in particular failed ([messages] details)
    msg_details: re.Pattern
    # the type a value failed to convert to, which names the contract broken ([messages] contract)
    msg_contract: re.Pattern
    msg_unordered: re.Pattern
    msg_rewrite: tuple[tuple[re.Pattern, str, tuple[str, ...]], ...]
    # failures that are one failure whichever check caught it ([messages.classes])
    msg_classes: tuple[MessageClass, ...]
    wrapper_exceptions: frozenset[str]
    verdict_exceptions: frozenset[str]
    exc_strip_prefix: re.Pattern
    kinds: tuple[tuple[str, tuple[GatedPattern, ...]], ...]
    weights: Weights
    kind_weights: tuple[tuple[str, Weights], ...]
    idf: IdfParams
    # Identifies the rule set, so that a store can tell when signatures were made under other rules.
    digest: str

    @cached_property
    def frameless_classes(self) -> frozenset[str]:
        """The frames that stand for a message class without frames (see signature.build_signature)."""
        return frozenset(c.frame for c in self.msg_classes if not c.frames)

    def weights_for(self, kind: str) -> Weights:
        for k, w in self.kind_weights:
            if k == kind:
                return w
        return self.weights


def _merge(base: dict, extra: dict) -> dict:
    """Lists append (a user adds ignore patterns), tables merge recursively, scalars replace."""
    out = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        elif isinstance(value, list) and isinstance(out.get(key), list):
            out[key] = out[key] + value
        else:
            out[key] = value
    return out


def first_group_index(m: re.Match) -> int | None:
    """The number of the first group that matched: a rule's pattern may be an alternation, each branch with
    its group."""
    return next((k for k, g in enumerate(m.groups(), 1) if g is not None), None)


def first_group(m: re.Match) -> str:
    """The text of the first group that matched (see first_group_index)."""
    k = first_group_index(m)
    return m.group(k) if k else ""


# a literal shorter than this passes too many texts to be worth testing first
_MIN_GATE_LITERAL = 4


def _required_literal(pattern: str, flags: int) -> str | None:
    """The longest run of plain characters at the top level of pattern, which every match contains; None when
    there is none long enough, or when case is ignored (a substring test would be case-sensitive)."""
    try:
        parsed = _sre_parser.parse(pattern, flags)
    except Exception:  # noqa: BLE001 - any parse trouble only costs the gate; the pattern compiled already
        return None
    if parsed.state.flags & re.IGNORECASE:
        return None
    best = run = ""
    for op, arg in parsed:
        run = run + chr(arg) if op is _sre_constants.LITERAL else ""
        best = max(best, run, key=len)
    return best if len(best) >= _MIN_GATE_LITERAL else None


def _gated(patterns: list[str], compiled: re.Pattern, flags: int) -> GatedPattern:
    literals = [_required_literal(p, flags) for p in patterns]
    return GatedPattern(compiled, None if not literals or None in literals else tuple(dict.fromkeys(literals)))


def _any_of(patterns: list[str], what: str, flags: int = 0) -> re.Pattern:
    # One alternation instead of a loop over patterns: the per-frame cost stays one regex call.
    if not patterns:
        return re.compile(r"(?!x)x")
    try:
        for p in patterns:
            re.compile(p, flags)
        return re.compile("|".join(f"(?:{p})" for p in patterns), flags)
    except re.error as exc:
        raise RulesError(f"bad regex in {what}: {exc}") from None


def _each(patterns: list[str], what: str, flags: int = 0) -> tuple[GatedPattern, ...]:
    try:
        return tuple(_gated([p], re.compile(p, flags), flags) for p in patterns)
    except re.error as exc:
        raise RulesError(f"bad regex in {what}: {exc}") from None


def _rewrites(entries: list, what: str) -> tuple[tuple[re.Pattern, str, tuple[str, ...]], ...]:
    """(pattern, replacement, if_any): if_any is an optional list of substrings of which the text must
    contain one for the pattern to be tried, a cheap guard for patterns that re cannot scan for quickly."""
    out = []
    for entry in entries:
        if not isinstance(entry, dict) or "pattern" not in entry:
            raise RulesError(f"{what}: each rewrite needs a 'pattern' (and a 'replace')")
        try:
            out.append((re.compile(entry["pattern"]), str(entry.get("replace", "")), tuple(entry.get("if_any", ()))))
        except re.error as exc:
            raise RulesError(f"bad regex in {what}: {entry['pattern']!r}: {exc}") from None
    return tuple(out)


def _weights(table: dict, **context: object) -> Weights:
    try:
        return Weights(**{k: float(v) for k, v in table.items()}, **context).normalized()
    except (TypeError, ValueError) as exc:
        raise RulesError(f"bad similarity weights {table!r}: {exc}") from None


def _read_toml(path: Path) -> dict:
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except OSError as exc:
        raise RulesError(f"cannot read rules file {path}: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(f"rules file {path} is not valid TOML: {exc}") from None


@lru_cache(maxsize=8)
def load_rules(extra: str | Path | None = None) -> Rules:
    data = _read_toml(BUILTIN_RULES)
    if extra is not None:
        data = _merge(data, _read_toml(Path(extra)))
    frames = data.get("frames", {})
    emitted = frames.get("emitted", {})
    converting = frames.get("converting", {})
    native = frames.get("native_crash", {})
    script_call = frames.get("called_from_script", {})
    messages = data.get("messages", {})
    exceptions = data.get("exceptions", {})
    kinds = data.get("kinds", {})
    try:
        collapse = re.compile(messages.get("collapse_calls", r"(?!x)x"))
        op_named_after = re.compile(messages.get("op_named_after", r"(?!x)x"))
        callee_named_after = re.compile(messages.get("callee_named_after", r"(?!x)x"))
        site_detail = re.compile(messages.get("crash_site_detail", r"(?!x)x"))
        differs_at = re.compile(messages.get("differs_at", r"(?!x)x"))
        callback_frames = re.compile(messages.get("callback_frames", r"(?!x)x"))
        callback_arity = re.compile(messages.get("callback_arity", r"(?!x)x"))
        callback_entered = re.compile(messages.get("callback_entered", r"(?!x)x"))
        subject = re.compile(messages.get("subject", r"(?!x)x"), re.MULTILINE)
        details = re.compile(messages.get("details", r"(?!x)x"), re.MULTILINE)
        contract = re.compile(messages.get("contract", r"(?!x)(x)"))
        unordered = re.compile(messages.get("unordered", r"(?!x)x"))
        reason = re.compile(messages.get("reason", r"(?!x)x"), re.MULTILINE)
        emitted_call = re.compile(emitted.get("call", r"(?!x)x"))
        emitted_wrapper = re.compile(emitted.get("wrapper", r"(?!x)x"))
        emitted_reference = re.compile(emitted.get("reference", r"(?!x)(x)"))
        converting_line = re.compile(converting.get("line", r"(?!x)x"))
        strip = re.compile(exceptions.get("strip_prefix", r"^"))
    except re.error as exc:
        raise RulesError(f"bad regex in rules: {exc}") from None
    for name, pattern in (("reason", reason), ("crash_site_detail", site_detail), ("unordered", unordered),
                          ("details", details), ("contract", contract)):
        if pattern.groups < 1:
            raise RulesError(f"messages.{name} needs a group: the text it gives")
    similarity = data.get("similarity", {})
    msg_classes = _message_classes(messages.get("classes", {}))
    context = {"unrelated_namespaces": frozenset(similarity.get("unrelated_namespaces", [])),
               "class_messages": frozenset(cls.name for cls in msg_classes if cls.frames),
               "wrapper_exceptions": frozenset(exceptions.get("wrappers", [])),
               "importer_frame": _any_of(frames.get("importer", []), "frames.importer"),
               "owner_frame": _any_of(frames.get("owner", []), "frames.owner")}
    digest = hashlib.sha1(json.dumps(data, sort_keys=True).encode()).hexdigest()[:12]
    return Rules(
        frame_ignore=_any_of(frames.get("ignore", []), "frames.ignore"),
        file_ignore=_any_of(frames.get("ignore_files", []), "frames.ignore_files"),
        frame_rewrite=_rewrites(frames.get("rewrite", []), "frames.rewrite"),
        tvm_frame=_any_of(frames.get("tvm", []), "frames.tvm"),
        owner_frame=_any_of(frames.get("owner", []), "frames.owner"),
        qualified_func=_any_of(frames.get("qualified", []), "frames.qualified"),
        definition_frame=_any_of(frames.get("definition", []), "frames.definition"),
        operator_frame=_any_of(frames.get("operator", []), "frames.operator"),
        entry_bottom_kinds=frozenset(frames.get("entry_bottom_kinds", [])),
        cut_route_frame=_any_of(frames.get("cut_route", []), "frames.cut_route"),
        native_warning_ignore=_any_of(native.get("ignore_warnings", []), "frames.native_crash.ignore_warnings"),
        native_entries=_native_entries(native.get("entries", [])),
        script_call_file=_any_of(script_call.get("files", []), "frames.called_from_script.files"),
        script_call_frame=str(script_call.get("frame", "<a TVM function the script called>")),
        emit_frame=_any_of(emitted.get("emit", []), "frames.emitted.emit"),
        emitted_call=emitted_call,
        emitted_wrapper=emitted_wrapper,
        emitted_reference=emitted_reference,
        emit_callers=int(emitted.get("callers", 3)),
        emit_line=_any_of(emitted.get("emit_line", []), "frames.emitted.emit_line"),
        shared_inference=_shared_inference(emitted.get("shared_inference", {})),
        converting_line=converting_line,
        converter_caller=_any_of(converting.get("caller", []), "frames.converting.caller"),
        converter_frame=_any_of(converting.get("converter", []), "frames.converting.converter"),
        converting_frame=str(converting.get("frame", "<converts {op}>")),
        converter_built=_any_of(converting.get("built", []), "frames.converting.built"),
        msg_inline_notes=_any_of(messages.get("inline_notes", []), "messages.inline_notes"),
        msg_drop_line=_any_of(messages.get("drop_lines", []), "messages.drop_lines"),
        msg_reason=reason,
        msg_only_wrong=_any_of(messages.get("only_wrong", []), "messages.only_wrong"),
        msg_only_wrong_asserted=_any_of(messages.get("only_wrong_asserted", []), "messages.only_wrong_asserted", re.M),
        wrong_kinds=_wrong_kinds(messages.get("wrong_kinds", {})),
        unwarned_wrong_kinds=_unwarned_wrong_kinds(messages),
        callback_frames=callback_frames,
        callback_arity=callback_arity,
        callback_entered=callback_entered,
        msg_collapse_call=collapse,
        msg_op_named_after=op_named_after,
        msg_callee_named_after=callee_named_after,
        crash_site_detail=site_detail,
        differs_at=differs_at,
        msg_subject=subject,
        msg_details=details,
        msg_contract=contract,
        msg_unordered=unordered,
        self_blame=_any_of(messages.get("self_blame", []), "messages.self_blame"),
        input_blame=_any_of(messages.get("input_blame", []), "messages.input_blame"),
        msg_rewrite=_rewrites(messages.get("rewrite", []), "messages.rewrite"),
        msg_classes=msg_classes,
        wrapper_exceptions=context["wrapper_exceptions"],
        verdict_exceptions=frozenset(exceptions.get("verdicts", [])),
        exc_strip_prefix=strip,
        # kept apart, not one alternation, so each literal-led pattern keeps re's fast literal scan
        kinds=tuple((kind, _each(pats, f"kinds.{kind}", re.MULTILINE)) for kind, pats in kinds.items()),
        weights=_weights(similarity.get("weights", {}), **context),
        kind_weights=tuple(
            (kind, _weights(table.get("weights", {}), **context)) for kind, table in similarity.get("kind", {}).items()
        ),
        idf=_idf_params(similarity.get("idf", {})),
        digest=digest,
    )


def _message_classes(table: dict) -> tuple[MessageClass, ...]:
    out = []
    for name, entry in table.items():
        keys = ("patterns", "under", "any_message_under")
        lists = [entry.get(k) for k in keys] if isinstance(entry, dict) else [None]
        if all(x is None for x in lists) or any(x is not None and not isinstance(x, list) for x in lists):
            raise RulesError(f"messages.classes.{name} needs a list of patterns or of frames it is under "
                             "(and frames = true or false)")
        under, anywhere = entry.get("under"), entry.get("any_message_under")
        # a class given only frames under which any message is its own matches no message elsewhere
        patterns = entry.get("patterns", [] if anywhere and not under else [""])
        # `name` joins an entry to the class of that name: another check, or the same under other frames
        out.append(MessageClass(entry.get("name", name), _gated(patterns, _any_of(patterns, f"messages.classes.{name}"), 0),
                                bool(entry.get("frames", True)),
                                _any_of(under, f"messages.classes.{name}.under") if under else None,
                                _any_of(anywhere, f"messages.classes.{name}.any_message_under") if anywhere else None))
    return tuple(out)


def _unwarned_wrong_kinds(messages: dict) -> frozenset[str]:
    names = frozenset(messages.get("unwarned_wrong_kinds", []))
    unknown = names - set(messages.get("wrong_kinds", {}))
    if unknown:
        raise RulesError(f"messages.unwarned_wrong_kinds names no kind of messages.wrong_kinds: {sorted(unknown)}")
    return names


def _wrong_kinds(table: dict) -> tuple[tuple[str, re.Pattern], ...]:
    if not isinstance(table, dict) or not all(isinstance(pats, list) for pats in table.values()):
        raise RulesError("messages.wrong_kinds maps a name to a list of patterns")
    return tuple((name, _any_of(pats, f"messages.wrong_kinds.{name}", re.MULTILINE)) for name, pats in table.items())


def _native_entries(entries: list) -> tuple[tuple[re.Pattern, str], ...]:
    if not all(isinstance(e, dict) and "pattern" in e and "frame" in e for e in entries):
        raise RulesError("frames.native_crash.entries: each entry needs a 'pattern' and a 'frame'")
    return tuple((_any_of([e["pattern"]], "frames.native_crash.entries"), str(e["frame"])) for e in entries)


def _shared_inference(table: dict) -> dict[str, str]:
    if not isinstance(table, dict) or not all(isinstance(ops, list) for ops in table.values()):
        raise RulesError("frames.emitted.shared_inference maps a function name to a list of op names")
    return {str(op): function for function, ops in table.items() for op in ops}


def _share(value, what: str) -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise RulesError(f"{what} must be a number within 0..1") from None
    if not 0.0 <= v <= 1.0:
        raise RulesError(f"{what} must be within 0..1")
    return v


def _idf_params(table: dict) -> IdfParams:
    try:
        params = IdfParams(
            min_docs=int(table.get("min_docs", IdfParams.min_docs)),
            common_share=_share(table.get("common_share", IdfParams.common_share), "similarity.idf.common_share"),
            position_decay=float(table.get("position_decay", IdfParams.position_decay)),
        )
    except (TypeError, ValueError) as exc:
        raise RulesError(f"bad similarity.idf table {table!r}: {exc}") from None
    if params.min_docs < 1 or params.position_decay < 0:
        raise RulesError("similarity.idf: min_docs must be >= 1 and position_decay >= 0")
    return params
