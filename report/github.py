"""apache/tvm GitHub issue drafts: a title, a Markdown body after the project's bug-report template, and the
`gh issue create` line that files it."""

from __future__ import annotations

import re
import shlex
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import jinja2
from relayreduce.oracles.base import NONDETERMINISTIC
from relayreduce.triage.normalize import closing_bracket

from .gather import ClusterData, gather, ops_subject

REPO = "apache/tvm"
BASE_LABELS = ("needs-triage", "type: bug")  # what bug-report.md's front matter sets
TITLE_MESSAGE = 72

ENV_ROWS = (
    ("os", "OS"), ("cpu", "CPU"), ("python_version", "Python"), ("tvm_version", "TVM"),
    ("tvm_commit", "TVM git commit"), ("llvm_version", "LLVM"), ("cuda_device", "CUDA device"),
    ("numpy_version", "NumPy"),
)

WITHIN = " (within rtol={rtol}, atol={atol})"
# What a wrong result contradicts: it depends on the oracle that found it (relayreduce/oracles/).
EXPECTED_RESULT = {
    "reference": "The compiled module's result agrees with the NumPy reference computation of the same program"
                 + WITHIN + ".",
    "opt-diff": "The module built after the optimizing pipeline (`relax.get_pipeline(\"zero\")`: constant folding, "
                "fusion) gives the same result on the same inputs as the module built without it" + WITHIN + ".",
    "passes": "The Relax passes {passes} leave the module's result unchanged: built and run after them, it gives the "
              "same result on the same inputs as before them" + WITHIN + ".",
    "cpu-gpu": "The module built for `cuda` gives the same result on the same inputs as the module built for `llvm`"
               + WITHIN + ".",
    "wellformed": "Relax's type inference gives each op call the type that the op's definition gives its argument "
                  "types and attributes.",
    "roundtrip": "Printing the module as TVMScript (`mod.script(show_meta=True)`) and parsing it back gives a "
                 "structurally equal module.",
    None: "The module's result agrees with the expected one" + WITHIN + ".",  # an oracle not named here
}
ACTUAL_RESULT = {
    "reference": "The result differs from the NumPy reference: {message}",
    "opt-diff": "The optimized build's result differs from the unoptimized build's: {message}",
    "passes": "The result after the passes differs from the result before them: {message}",
    "cpu-gpu": "The `cuda` build's result differs from the `llvm` build's: {message}",
    "wellformed": "TVM infers another type: {message}",
    "roundtrip": "The parsed module is not structurally equal to the printed one: {message}",
    None: "The result differs from the expected one: {message}",
}
# The reference oracle's dtype mismatch, "<what>[<field>]...: dtype <got> vs expected <want>": the expected dtype
# is the NumPy reference's, which a draft names as the one the module declares when it is (_declared_dtype).
_DTYPE_MISMATCH = re.compile(r"^.*?(?P<path>(?:\[\d+\])*): dtype (?P<got>\S+) vs expected (?P<want>\S+)$")
ACTUAL_DECLARED_DTYPE = ("The compiled module returns {got} where the module declares {want} (its function's return "
                         "type; the NumPy reference is {want} too): {message}")
# A build that gave two results on the same inputs (oracles.base.compare_builds): no result is the expected one.
EXPECTED_DETERMINISTIC = ("Built and run twice on the same inputs, the module gives the same result both times: "
                          "its result depends on its inputs alone.")
ACTUAL_NONDETERMINISTIC = (
    "Built and run twice on the same inputs, the {build} gives two different results: {message}\n\n"
    "Its result depends on more than its inputs, so the compiled code likely reads memory it does not own (out of "
    "bounds, or uninitialized). relayreduce found this comparing {pair}: they disagreed, and each was built and run "
    "again before either was taken as the expected result.")
# The passes oracle with no passes: its two builds are of the same module (see _expected).
ACTUAL_SAME_MODULE = "Built twice, the same module gives two different results on the same inputs: {message}"
COMPARED = {"opt-diff": "the optimized build with the unoptimized one",
            "passes": "the module built after its Relax passes with the module built before them"}
_NONDETERMINISTIC_BUILD = re.compile(rf"^{re.escape(NONDETERMINISTIC)}: the (.+?) built and run twice on the same "
                                     r"inputs\b")
EXPECTED = {
    "timeout": "Compiling and running the module finishes (it is a handful of small ops).",
    "oom": "Compiling and running the module stays within memory (its tensors are tiny).",
}
# where a hang hung, by the stage the sandbox recorded (relayreduce.stage)
HUNG_IN = {"passes": "the Relax passes", "compile": "tvm.compile", "run": "the VM's run"}
HUNG_UNKNOWN = "compile or run"  # results written before the sandbox recorded stages
EXPECTED_DEFAULT = ("`tvm.compile(mod, target=\"{target}\")` builds the module and the Relax VM runs it without error"
                    "{after}.")
# What an error contradicts, where the oracle does more than build and run the module once.
EXPECTED_NO_ERROR = {
    "opt-diff": "`tvm.compile(mod, target=\"{target}\")` builds the module, as it is and after the optimizing pipeline "
                "`relax.get_pipeline(\"zero\")`, and the Relax VM runs both builds without error.",
    "passes": "The Relax passes {passes} apply to the module without error and leave it well formed, and "
              "`tvm.compile(mod, target=\"{target}\")` builds it before and after them and the Relax VM runs both "
              "builds without error.",
    "cpu-gpu": "`tvm.compile` builds the module for `llvm` and for `cuda`, and the Relax VM runs both builds without "
               "error.",
    "wellformed": "TVM accepts the module: the BlockBuilder normalizes it (inferring its types) and "
                  "`relax.analysis.well_formed` holds, without error.",
    "roundtrip": "Printing the module as TVMScript (`mod.script(show_meta=True)`) and parsing it back succeeds and "
                 "gives a structurally equal module.",
}


@lru_cache(maxsize=1)  # one environment compiles the template once, however many clusters are drafted
def _environment() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.PackageLoader("relayreduce.templates", "."), keep_trailing_newline=True,
                              trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined,
                              autoescape=False)  # Markdown: code sits in fences, nothing is HTML


def _one_line(text: str, width: int) -> str:
    line = " ".join(text.strip().splitlines()[0].split()) if text.strip() else ""
    return line if len(line) <= width else line[: width - 1].rstrip() + "…"


# "Check failed: (cond) is false: reason" and "Check failed: a == b (1 vs. 2) : reason"
_CHECK = re.compile(r"^Check failed: (?:\((?P<cond>.*?)\) is false|(?P<cmp>.*?) \(\S+ vs\. \S+\))\s*:\s*(?P<reason>.*)$")
# where the VM says which value it was checking: `ErrorContext(fn=main, loc=return, annotation=...)`
_ERROR_CONTEXT = re.compile(r"^ErrorContext\(")
# a check's "reason" that is only the IR it was looking at (`T.if_then_else(...)`), not a sentence
_IR_ONLY = re.compile(r"^[TRI]\.\w")
_OP_REPR = "ir.Op("
_OP_NAME = re.compile(r'\bname="([^"]+)"')


def _without_op_reprs(text: str) -> str:
    """TVM prints an op as its whole object repr, nested arguments and all: keep only its name."""
    while (start := text.find(_OP_REPR)) >= 0:
        end = closing_bracket(text, start + len(_OP_REPR) - 1)
        name = _OP_NAME.search(text, start, end)
        text = text[:start] + (name.group(1) if name else "an op") + text[end:]
    return text


def title(c: ClusterData) -> str:
    return f"[Bug] [Relax] {known_headline(c) or headline(c)}"


def known_headline(c: ClusterData) -> str | None:
    """The headline of a draft that rests on a known TVM bug (an open cluster it explains): the bug itself, as
    relayreduce/ops/known_tvm_bugs.toml titles it, after the ops it was seen with (a program bug's title names
    the pass at fault), not the check the witness happened to fail in. None for any other cluster."""
    e = c.explanation if c.summary.status == "new" else None
    if e is None or e.limitation or not e.title:
        return None
    if e.op is None:
        return e.title
    return f"{ops_subject([op for op, _ in c.cause_ops])}: {e.title}"


def headline(c: ClusterData) -> str:
    """The op or pass at fault and what went wrong, in one line."""
    head = _without_op_reprs(c.message)
    site = c.signature.top[0].split(" [", 1)[0] if c.signature.top else "TVM"
    check = _CHECK.match(head.strip().splitlines()[0]) if head.strip() else None
    if check:
        # the reason reads better in a title than the condition (which the body shows); a check without a
        # reason is named by its condition and the function that failed it
        reason = check.group("reason").strip()
        if _ERROR_CONTEXT.match(reason):
            reason = reason[closing_bracket(reason, len("ErrorContext")):].strip()
        if _IR_ONLY.match(reason):
            reason = ""
        short_site = "::".join(site.split("::")[-2:])  # CodeGenLLVM::CreateMul, as subject_of names it
        failed = f"check `{check.group('cond') or check.group('cmp')}` fails"
        head = reason or (failed if short_site == c.subject else f"{short_site}: {failed}")
    build = _nondeterministic_build(c)
    if build:  # the message's own words do not fit in a title
        head = f"nondeterministic result on the same inputs ({build})"
    if c.signature.kind == "timeout":
        head = f"hang in {HUNG_IN.get(c.stage, HUNG_UNKNOWN)}: {head}"
    elif c.signature.kind in ("segfault", "crash", "oom"):
        head = f"{c.signature.kind} in {site}"
    return f"{c.subject}: {_one_line(head or c.signature.kind, TITLE_MESSAGE)}"


def labels(c: ClusterData) -> list[str]:
    component = c.component
    return list(BASE_LABELS) + [label for label in (component.labels if component else ()) if label not in BASE_LABELS]


def _nondeterministic_build(c: ClusterData) -> str | None:
    """The build that gave two results on the same inputs, when that is the failure (compare_builds)."""
    if c.signature.kind != "mismatch":
        return None
    found = _NONDETERMINISTIC_BUILD.match(c.message.strip()) or _NONDETERMINISTIC_BUILD.match(c.signature.message)
    return found.group(1) if found else None


def _expected(c: ClusterData) -> str:
    """What the failure contradicts, in the words of the oracle that found it."""
    oracle = c.case.oracle if c.case is not None else None
    name = oracle.name if oracle else None
    passes = list(oracle.passes) if oracle else []
    words = {"rtol": oracle.rtol if oracle else "?", "atol": oracle.atol if oracle else "?",
             "target": oracle.target if oracle else "llvm",
             "passes": ", ".join(f"`{p}`" for p in passes)}
    # with no passes, the passes oracle builds and runs the module as it is, twice: an error is one the compile
    # oracle would give, and a difference is between two builds of the same module
    no_passes = name == "passes" and not passes
    if c.signature.kind == "mismatch":
        if _nondeterministic_build(c) or no_passes:
            return EXPECTED_DETERMINISTIC
        return EXPECTED_RESULT.get(name, EXPECTED_RESULT[None]).format(**words)
    if c.signature.kind in EXPECTED:
        return EXPECTED[c.signature.kind]
    if name in EXPECTED_NO_ERROR and not no_passes:
        return EXPECTED_NO_ERROR[name].format(**words)
    after = f" after the Relax passes {', '.join(passes)}" if passes else ""
    return EXPECTED_DEFAULT.format(after=after, **words)


def _declared_dtype(c: ClusterData, path: str) -> str | None:
    """The dtype the module's entry function declares for its result (the field at ``path``, "[0][1]", of a
    tuple), or None where that is not a tensor."""
    program = getattr(c.case, "program", None)
    declared = program.main.ret_type if program is not None else None
    for index in re.findall(r"\d+", path):
        fields = getattr(declared, "fields", ())
        declared = fields[int(index)] if int(index) < len(fields) else None
    return getattr(declared, "dtype", None)


def _actual(c: ClusterData) -> str:
    kind = c.signature.kind
    exc = c.signature.exception_type
    message = _without_op_reprs(c.message)
    if kind == "mismatch":
        message = _one_line(message, 300)
        build = _nondeterministic_build(c)
        oracle = c.case.oracle.name if c.case is not None else None
        if oracle == "passes" and not c.case.oracle.passes and not build:
            return ACTUAL_SAME_MODULE.format(message=message)
        dtype = _DTYPE_MISMATCH.match(message) if oracle == "reference" else None
        if dtype and _declared_dtype(c, dtype["path"]) == dtype["want"]:
            return ACTUAL_DECLARED_DTYPE.format(got=dtype["got"], want=dtype["want"], message=message)
        if build:  # the message without its prefix, which the sentence says
            found = _NONDETERMINISTIC_BUILD.match(message)
            differences = message[found.end():].lstrip(" :") if found else message
            return ACTUAL_NONDETERMINISTIC.format(build=build, message=differences,
                                                  pair=COMPARED.get(oracle, "two builds of the module"))
        return ACTUAL_RESULT.get(oracle, ACTUAL_RESULT[None]).format(message=message)
    if kind in ("segfault", "crash"):
        return f"The process dies ({kind}). The end of its output:"
    if kind == "timeout":
        where = HUNG_IN.get(c.stage)
        return f"`{_one_line(message, 300)}`: " + (
            f"it hung in {where}." if where else "where it hung (compile or run) was not recorded.")
    return f"`{exc or kind}: {_one_line(message, 300)}`" + (
        f"\n\nComponent guess from the stack: **{c.component.name}**." if c.component else "")


def body(c: ClusterData, results_dir: Path) -> str:
    return _environment().get_template("github_issue.md.j2").render(
        c=c, expected=_expected(c), actual=_actual(c), env=c.environment, env_rows=ENV_ROWS, labels=labels(c),
        minimize_command=c.minimize_command(results_dir),
    )


def gh_command(c: ClusterData, body_file: str) -> str:
    parts = ["gh", "issue", "create", "--repo", REPO, "--title", title(c), "--body-file", body_file]
    for label in labels(c):
        parts += ["--label", label]
    return shlex.join(parts)


LOGS_ONLY_HINT = ("a draft needs a module that reproduces the failure: `relayreduce import module.py -o case.pkl` "
                  "makes a case of the failing script's module, and `relayreduce minimize` shrinks it")


def why_not_drafted(c: ClusterData) -> str | None:
    """Why `--cluster ID --github` gives the cluster no draft, in one line; None when it gives one. A cluster
    that a known TVM bug explains is not drafted with the others (ClusterData.draftable) but is on request,
    marked by ``known_bug_note``. One that a limitation explains is not TVM's bug: never drafted."""
    if c.summary.status == "new" and not c.logs_only:
        if c.explanation is not None and c.explanation.limitation:
            return f"cluster {c.id} is {c.explanation.line()}: not drafted"
        return None
    if c.logs_only:
        return f"cluster {c.id} was read from logs alone, with no case file; {LOGS_ONLY_HINT}"
    if c.summary.status == "known":
        return f"cluster {c.id} is known upstream ({c.summary.url or 'no URL recorded'}): not drafted again"
    return f"cluster {c.id} is {c.summary.status}: not drafted"


def known_bug_note(c: ClusterData) -> str | None:
    """One line for a draft of a cluster that a known TVM bug explains; None for a new one."""
    if c.explanation is None:
        return None
    if c.explanation.url:
        return f"note: cluster {c.id} is {c.explanation.line()}; campaigns and --all do not draft it again"
    return (f"note: cluster {c.id} is {c.explanation.line()}; campaigns and --all draft that bug once, from one "
            "of the clusters it explains: file it only if apache/tvm has no issue for that bug yet")


class Drafts(NamedTuple):
    written: list[tuple[ClusterData, Path]]
    known_or_ignored: int
    logs_only: int  # new clusters read from logs alone: nothing to reproduce them with
    explained: list[ClusterData]  # new clusters that a known TVM bug explains: drafted (one per bug) or not


# A draft's name: a cluster id (sha1 prefixes, triage.cluster.cluster_id_for) and .md
_DRAFT_NAME = re.compile(r"[0-9a-f]{8,40}\.md")


def write_drafts(results_dir: Path, out_dir: Path) -> Drafts:
    """A draft per new cluster in ``out_dir/<cluster>.md``. Known and ignored clusters are not drafted again,
    and clusters read from logs alone are not drafted at all (see ClusterData.logs_only). Of the clusters a
    known TVM bug explains, one per bug is drafted, for the bug, while no apache/tvm issue is recorded for it
    (the bug's url); a limitation's never.

    Drafts written before for clusters that are no longer open (marked known or ignored since, or gone with
    a --recluster) are removed, so that ``out_dir`` holds exactly the drafts to file: a loop over its
    drafts must not file a known bug again. Files not named like a draft are left alone."""
    clusters = gather(results_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for c in clusters:
        if c.draftable:
            path = out_dir / f"{c.id}.md"
            path.write_text(body(c, results_dir), encoding="utf-8")
            written.append((c, path))
    current = {path.name for _, path in written}
    for stale in out_dir.iterdir():
        if _DRAFT_NAME.fullmatch(stale.name) and stale.name not in current and stale.is_file():
            stale.unlink()
    logs_only = sum(c.summary.status == "new" and c.logs_only for c in clusters)
    explained = [c for c in clusters if c.summary.status == "new" and not c.logs_only and c.explanation is not None]
    not_drafted = sum(not c.draftable for c in explained)
    return Drafts(written, len(clusters) - len(written) - logs_only - not_drafted, logs_only, explained)
