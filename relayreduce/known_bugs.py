"""Known TVM bugs as data: which instances of an op (or which programs) each bug covers, and how it shows.

An entry in ``ops/known_tvm_bugs.toml`` names an op, a ``when`` predicate over the instance (the op's
argument types and attributes), the ``stage`` of the check where the bug shows and a ``symptom`` regex on
the problem text. A problem is waived only when all of them match, so an entry cannot hide an op's other
instances, and a wrong NumPy reference for an instance outside every predicate is still caught.

``when`` is a Python expression in a deliberately small language: literals, arithmetic, comparisons,
boolean logic, indexing, comprehensions and the names below. No attribute access, no other builtins.

    dtype, shape, rank    the first tensor argument's          attrs     the op's attributes (a dict)
    dtypes, shapes, ranks every tensor argument's, in order    symbolic  some dimension is symbolic
    axes(a)     attrs[a] as a tuple of axes normalized against the first argument's rank (None gives ())
    dim(axis)   the first argument's extent along ``axis`` (normalized), None when it is symbolic
    static(d)   d is a number, not a symbolic dimension       is_int(x)  x is an int (not a tuple)
    increasing(xs)  strictly increasing
    len any all min max abs sorted tuple list range int zip

Some bugs need more than one op to show (a view op inside an if branch, a pass on a module with helper
functions). ``[[program_bug]]`` entries name the oracles they show in, a ``fixture`` under
tests/regressions/ that reproduces them, and a ``when`` over the whole case:

    ops          names of every op called          branch_ops  names of ops called inside an if branch
    passes       the case's Relax pass list        functions   number of functions in the module
    has_if       the program has an if/else        symbolic    some parameter has a symbolic dimension
    branch_calls the most op calls in one if branch    ops_on_consts  ops called with a constant first argument
    func_calls   calls of one function of the module by another (branches included)

Entries that one fix in TVM repairs name the same ``cause``, a ``[[cause]]`` table with the root cause's
``title`` (what goes wrong, for a draft's title after the ops it was seen with), ``note`` and, once it is
filed, ``url``: a campaign drafts one issue per cause, not per entry. An entry without a cause is its own.
A cause, or an entry of its own, may list ``related`` upstream issues and pull requests (not the bug's own
issue, which is ``url``): a draft cites them, so that maintainers see what is known of it.

A failure found by a campaign is attributed to a known bug (``explain``) rather than drafted as a new
issue when its program calls an op instance that the bug covers and the failure shows the bug's symptom,
or, in a minimized program, when the bug gives a result of the wrong dtype or shape: the op that reads
that result fails in its own way, so the symptom cannot be matched, but the reducer kept the call because
the failure needs it. A program bug explains a failure of a case it covers (its ``when`` over the whole
case, and the case's oracle) that shows its symptom.
"""

from __future__ import annotations

import ast
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .ir.rewrite import tensor_types
from .ir.types import Type

DATA = Path(__file__).parent / "ops" / "known_tvm_bugs.toml"

#: Where a problem shows: the check of relayreduce.opcheck that reported it.
STAGES = ("rejects", "types", "roundtrip", "compile", "run", "result-type", "values")

#: Stages where a bug shows only in what the program returns, which any other call could have made wrong too.
OUTPUT_STAGES = ("result-type", "values")

#: Above this share of an op's sampled instances, an entry must say why it covers so many (``share_note``).
HIGH_SHARE = 0.20

_ALLOWED_NODES = (ast.Expression, ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.Compare, ast.Call, ast.Name, ast.Load,
                  ast.Constant, ast.Subscript, ast.Slice, ast.Tuple, ast.List, ast.IfExp, ast.GeneratorExp,
                  ast.ListComp, ast.comprehension, ast.Store, ast.operator, ast.unaryop, ast.boolop, ast.cmpop)


class KnownBugDataError(ValueError):
    """An entry of the known-bugs file is malformed: a bad predicate, stage or regex."""


def _namespace(args: tuple[Type, ...], attrs: dict) -> dict:
    tensors = [t for a in args for t in tensor_types(a)]
    first = tensors[0] if tensors else None
    known_rank = len(first.shape) if first is not None and first.shape is not None else None
    rank = known_rank or 0

    def axes(name: str) -> tuple[int, ...]:
        value = attrs.get(name)
        values = value if isinstance(value, (tuple, list)) else (() if value is None else (value,))
        return tuple(a + rank if a < 0 else a for a in values)

    def dim(axis: int):
        extent = first.shape[axis + rank if axis < 0 else axis]
        return extent if isinstance(extent, int) else None

    return {
        "dtype": first.dtype if first else None,
        "shape": tuple(first.shape) if first and first.shape is not None else None,
        "rank": known_rank,
        "dtypes": tuple(t.dtype for t in tensors),
        "shapes": tuple(tuple(t.shape) if t.shape is not None else None for t in tensors),
        "ranks": tuple(len(t.shape) if t.shape is not None else None for t in tensors),
        "symbolic": any(not isinstance(d, int) for t in tensors if t.shape is not None for d in t.shape),
        "attrs": dict(attrs),
        "axes": axes, "dim": dim,
        "static": lambda d: isinstance(d, int),
        "is_int": lambda x: isinstance(x, int) and not isinstance(x, bool),
        "increasing": lambda xs: all(a < b for a, b in zip(xs, list(xs)[1:])),
        "len": len, "any": any, "all": all, "min": min, "max": max, "abs": abs, "sorted": sorted,
        "tuple": tuple, "list": list, "range": range, "int": int, "zip": zip,
    }


VOCABULARY = frozenset(_namespace((), {}))


def _compile_predicate(source: str, where: str, vocabulary: frozenset[str] | None = None):
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError as err:
        raise KnownBugDataError(f"{where}: `when` is not an expression: {err.msg}") from None
    nodes = list(ast.walk(tree))
    bound = {n.id for n in nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    for node in nodes:
        if not isinstance(node, _ALLOWED_NODES):
            raise KnownBugDataError(f"{where}: `when` may not use {type(node).__name__}")
        if isinstance(node, ast.Name) and node.id not in (vocabulary or VOCABULARY) | bound:
            raise KnownBugDataError(f"{where}: `when` names {node.id!r}, which is not in the vocabulary")
    return compile(tree, where, "eval")


@dataclass(frozen=True)
class KnownBug:
    op: str
    stage: str | tuple[str, ...]  # one stage, or several where one bug shows in more than one check
    when: str
    symptom: str
    note: str
    share_note: str = ""
    #: TVM fails these instances on purpose, with a check that says so (no float64 kernel, no NaN of an
    #: integer): a failure it explains is not TVM's bug to report, and the generator never makes them.
    limitation: bool = False
    #: The apache/tvm issue that reports it, once one is filed: a failure it explains is then known upstream
    #: and not drafted again. Without one, a campaign drafts it once (report.github.write_drafts). An entry of a
    #: shared cause has none of its own: the cause's is the one issue for all its entries.
    url: str = ""
    #: The id of the [[cause]] it shares with other entries that one fix in TVM repairs; "" for its own cause.
    cause: str = ""
    #: What goes wrong, in a few words, for the title of a draft of it (after the op): "" for a limitation
    #: (never drafted) and for an entry of a shared cause (the cause's title).
    title: str = ""
    #: apache/tvm issues and pull requests about the same or a closely related bug (not its own issue, the url),
    #: which a draft of it cites; an entry of a shared cause has none of its own (the cause's).
    related: tuple[str, ...] = ()

    def __post_init__(self):
        stages = (self.stage,) if isinstance(self.stage, str) else tuple(self.stage)
        object.__setattr__(self, "stage", stages)
        where = f"known bug of {self.op} ({', '.join(stages)})"
        object.__setattr__(self, "related", _links(self.related, where))
        if not stages or not set(stages) <= set(STAGES):
            raise KnownBugDataError(f"{where}: stage must be among {', '.join(STAGES)}")
        try:
            re.compile(self.symptom)
        except re.error as err:
            raise KnownBugDataError(f"{where}: symptom is not a regex: {err}") from None
        object.__setattr__(self, "_code", _compile_predicate(self.when, where))

    def covers(self, op: str, args: tuple[Type, ...], attrs: dict) -> bool:
        """The instance lies inside the bug's predicate (whatever the check reported)."""
        if op != self.op:
            return False
        try:
            # The names go in as globals: comprehensions only see an eval's globals, not its locals.
            return bool(eval(self._code, {"__builtins__": {}, **_namespace(tuple(args), attrs)}))
        except (LookupError, TypeError, ValueError, ArithmeticError):
            return False  # a predicate that does not apply to this instance's attributes does not cover it

    def explains(self, op: str, stage: str, text: str, args: tuple[Type, ...], attrs: dict) -> bool:
        return stage in self.stage and re.search(self.symptom, text) is not None and self.covers(op, args, attrs)


@dataclass(frozen=True)
class Cause:
    """A root cause in TVM that several entries share: one fix repairs them all, so one issue reports them."""

    id: str
    title: str  # what goes wrong, for a draft's title after the ops it was seen with
    note: str  # where in TVM it goes wrong, for the draft's body
    url: str = ""  # the apache/tvm issue that reports it, once one is filed
    related: tuple[str, ...] = ()  # upstream issues and pull requests a draft cites (as KnownBug.related)

    def __post_init__(self):
        object.__setattr__(self, "related", _links(self.related, f"cause {self.id!r}"))


def _links(related, where: str) -> tuple[str, ...]:
    """``related`` as a tuple (TOML gives a list, and the entries are frozen and hashable), each an https URL:
    a draft prints them as they are."""
    if isinstance(related, str) or not all(isinstance(u, str) and u.startswith("https://") for u in related):
        raise KnownBugDataError(f"{where}: related is a list of https URLs")
    return tuple(related)


@lru_cache(maxsize=1)
def _data() -> dict:
    return tomllib.loads(DATA.read_text())


@lru_cache(maxsize=1)
def causes() -> dict[str, Cause]:
    """The shared root causes, by id."""
    found: dict[str, Cause] = {}
    for entry in _data().get("cause", []):
        cause = Cause(**entry)
        if cause.id in found or not cause.title or not cause.note:
            raise KnownBugDataError(f"cause {cause.id!r}: ids are unique, and a cause has a title and a note")
        found[cause.id] = cause
    return found


def check_cause(bug: KnownBug, shared: dict[str, Cause]) -> None:
    """An entry names a cause that exists, and leaves the cause's url, title and related links to it; a
    limitation is not a bug, so it shares no cause."""
    if not bug.cause:
        return
    where = f"known bug of {bug.op} ({', '.join(bug.stage)})"
    if bug.cause not in shared:
        raise KnownBugDataError(f"{where}: cause {bug.cause!r} is not a [[cause]] of the file")
    if bug.url or bug.title or bug.related or bug.limitation:
        raise KnownBugDataError(f"{where}: an entry of cause {bug.cause!r} takes its url, title and related links "
                                "from the cause, and a limitation has no cause")


@lru_cache(maxsize=1)
def known_bugs() -> tuple[KnownBug, ...]:
    """TVM's own failures, from the data file beside the op entries."""
    bugs = tuple(KnownBug(**entry) for entry in _data().get("bug", []))
    shared = causes()
    for bug in bugs:
        check_cause(bug, shared)
    return bugs


def covering(op: str, args: tuple[Type, ...], attrs: dict) -> list[KnownBug]:
    """The known bugs whose predicate covers this use of ``op``: a generator avoids the limitations always,
    and the rest when it must make programs that TVM is known to handle."""
    return [bug for bug in known_bugs() if bug.covers(op, args, attrs)]


@dataclass(frozen=True)
class Explanation:
    """The known bug (an op entry or a program bug) a failure is attributed to instead of being reported as
    new."""

    bug: "KnownBug | ProgramBug"
    likely: bool  # a judgement: the symptom was not seen, the bug's wrong result type was taken as the cause
    dtype: str | None = None  # the covered call's first tensor argument's dtype (an op entry's)

    @property
    def cause(self) -> Cause | None:
        """The root cause the entry shares with others, if it does."""
        return causes().get(getattr(self.bug, "cause", ""))

    @property
    def cause_id(self) -> str:
        """What a campaign drafts one issue per: the shared cause, else the entry itself (by its op and its place
        among the file's entries, which the campaign's JSON summary keeps: stable while the file is)."""
        if isinstance(self.bug, ProgramBug):
            return f"program:{self.bug.name}"
        return self.bug.cause or f"entry:{self.bug.op}:{known_bugs().index(self.bug)}"

    @property
    def op(self) -> str | None:
        """The op whose call the entry covers; None for a program bug."""
        return getattr(self.bug, "op", None)

    @property
    def subject(self) -> str:
        """What the bug is of: the op, or the program bug's name."""
        return self.op or self.bug.name

    @property
    def limitation(self) -> bool:
        return bool(getattr(self.bug, "limitation", False))

    @property
    def url(self) -> str:
        """The apache/tvm issue that reports it: the entry's, else its cause's; "" while none is filed."""
        return self.bug.url or (self.cause.url if self.cause else "")

    @property
    def title(self) -> str:
        """What goes wrong, for a draft's title: the cause's, else the entry's own."""
        return self.cause.title if self.cause else self.bug.title

    @property
    def note(self) -> str:
        """What a draft says of the bug: the shared cause's note, else the entry's."""
        return self.cause.note if self.cause else self.bug.note

    @property
    def related(self) -> tuple[str, ...]:
        """Upstream issues and pull requests a draft cites: the shared cause's, else the entry's (a program bug
        has none)."""
        return self.cause.related if self.cause else getattr(self.bug, "related", ())

    def line(self) -> str:
        if self.limitation:
            return f"not TVM's bug: a deliberate limitation of {self.subject}: {self.bug.note}"
        filed = f", filed as {self.url}" if self.url else ""
        of = f"of {self.op}" if self.op else f"({self.subject})"
        return f"{'likely ' if self.likely else ''}explained by a known TVM bug {of}{filed}: {self.bug.note}"


def explain(program, text: str, minimized: bool, oracle: str | None = None,
            passes: tuple[str, ...] = ()) -> Explanation | None:
    """The known bug that explains a failure of ``program`` whose message and trace are ``text``, or None.

    A covered call whose bug's symptom shows in ``text`` explains it; a bug seen only in the program's output
    (OUTPUT_STAGES: its dtype, shape or values) explains a wrong output only in a ``minimized`` program, where
    every call is needed for it: in another, the wrong output may be any call's. Failing that, a program bug
    that covers the case (the program, run by ``oracle`` after ``passes``) and whose symptom shows explains
    it. Failing that, in a minimized program a covered call whose bug is at stage result-type likely explains
    it. Other covered calls are not taken as the cause: a wrong value or another check's failure does not
    make an unrelated exception."""
    from .ir.expr import Call, type_of, walk

    likely = None
    for _, binding in walk(program):
        call = binding.value
        if not isinstance(call, Call):
            continue
        args = tuple(type_of(a) for a in call.args)
        tensors = [t for a in args for t in tensor_types(a)]
        dtype = tensors[0].dtype if tensors else None
        for bug in covering(call.op, args, call.attr_dict):
            if re.search(bug.symptom, text) and (minimized or not set(bug.stage) <= set(OUTPUT_STAGES)):
                return Explanation(bug, likely=False, dtype=dtype)
            if minimized and likely is None and "result-type" in bug.stage:
                likely = Explanation(bug, likely=True, dtype=dtype)
    if oracle is not None:
        for bug in program_covering(program, oracle, tuple(passes)):
            if re.search(bug.symptom, text):
                return Explanation(bug, likely=False)
    return likely


@dataclass(frozen=True)
class ProgramBug:
    """A TVM bug that shows only in a combination: of ops and control flow, or of a pass and a module."""

    name: str
    oracles: tuple[str, ...]
    when: str
    symptom: str
    fixture: str
    note: str
    #: The apache/tvm issue that reports it, once one is filed (as an op entry's url).
    url: str = ""
    #: The headline of a draft of it, after "[Bug] [Relax] ": the pass or program shape at fault and what goes
    #: wrong (a program bug is not one op's).
    title: str = ""

    def __post_init__(self):
        object.__setattr__(self, "oracles", tuple(self.oracles))
        object.__setattr__(self, "_code", _compile_predicate(self.when, f"program bug {self.name}", PROGRAM_VOCABULARY))

    def covers(self, program, oracle: str, passes: tuple[str, ...] = (), namespace: dict | None = None) -> bool:
        """``namespace``: the case's vocabulary, when the caller already built it for another bug."""
        if oracle not in self.oracles:
            return False
        names = namespace if namespace is not None else _program_namespace(program, passes)
        return bool(eval(self._code, {"__builtins__": {}, **names}))


def _program_namespace(program, passes: tuple[str, ...]) -> dict:
    from .ir.expr import Call, CallFunc, Const, If, Module, walk, walk_seq

    program = program or Module((), "main")  # an empty module spells out the vocabulary
    bindings = [b for _, b in walk(program)]
    arms = [list(walk_seq(arm)) for b in bindings if isinstance(b.value, If)
            for arm in (b.value.then_branch, b.value.else_branch)]
    branches = [inner for arm in arms for inner in arm]
    return {**_namespace((), {}),
            "ops": frozenset(b.value.op for b in bindings if isinstance(b.value, Call)),
            "branch_ops": frozenset(b.value.op for b in branches if isinstance(b.value, Call)),
            "branch_calls": max((sum(isinstance(b.value, Call) for b in arm) for arm in arms), default=0),
            "ops_on_consts": frozenset(b.value.op for b in bindings
                                       if isinstance(b.value, Call) and b.value.args and isinstance(b.value.args[0], Const)),
            "passes": tuple(passes), "functions": len(program.functions),
            "func_calls": sum(isinstance(b.value, CallFunc) for b in bindings),
            "has_if": any(isinstance(b.value, If) for b in bindings),
            "symbolic": any(not isinstance(d, int) for fn in program.functions for p in fn.params
                            for d in getattr(p.type, "shape", None) or ())}


PROGRAM_VOCABULARY = frozenset(_program_namespace(None, ()))


@lru_cache(maxsize=1)
def program_bugs() -> tuple[ProgramBug, ...]:
    return tuple(ProgramBug(**entry) for entry in _data().get("program_bug", []))


def program_covering(program, oracle: str, passes: tuple[str, ...] = ()) -> list[ProgramBug]:
    """The known program-level bugs that this case (program, oracle, pass list) falls under."""
    names = _program_namespace(program, passes)  # one walk of the program for every bug
    return [bug for bug in program_bugs() if bug.covers(program, oracle, passes, names)]
