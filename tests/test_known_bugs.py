"""Known TVM bugs are predicates over op instances: the data file loads, malformed entries are refused, and a
predicate covers exactly the instances it describes (no TVM needed)."""

import dataclasses
import itertools
import re
from pathlib import Path

import pytest

from relayreduce import ops
from relayreduce.case import load_case
from relayreduce.ir.types import TensorType
from relayreduce.known_bugs import (KnownBug, KnownBugDataError, covering, known_bugs, program_bugs,
                                    program_covering)
from relayreduce.results import read_failure

REGRESSIONS = Path(__file__).parent / "regressions"


def test_every_entry_names_a_registered_op_and_explains_itself():
    names = {spec.name for spec in ops.all_ops()}
    for bug in known_bugs():
        assert bug.op in names and bug.note and bug.symptom


@pytest.mark.parametrize("changes, message", [
    ({"when": "attrs.__class__"}, "may not use Attribute"),
    ({"when": "__import__('os')"}, "not in the vocabulary"),
    ({"when": "centre == False"}, "not in the vocabulary"),
    ({"when": "dtype =="}, "not an expression"),
    ({"stage": "linking"}, "stage must be among"),
    ({"symptom": "(unclosed"}, "not a regex"),
])
def test_malformed_entries_are_refused(changes, message):
    entry = {"op": "exp", "stage": "values", "when": "dtype == 'float16'", "symptom": "x", "note": "n", **changes}
    with pytest.raises(KnownBugDataError, match=message):
        KnownBug(**entry)


def _layer_norm(center, scale, axes, dtype="float32"):
    x = TensorType((2, 3, 4), dtype)
    gamma = TensorType((3, 4), dtype)
    return (x, gamma, gamma), {"axes": axes, "epsilon": 1e-5, "center": center, "scale": scale}


def test_a_predicate_covers_only_the_instances_it_describes():
    wrong_values = [b for b in known_bugs() if b.op == "nn.layer_norm" and "values" in b.stage]
    assert len(wrong_values) == 1
    bug = wrong_values[0]
    assert bug.covers("nn.layer_norm", *_layer_norm(False, True, (1, 2)))
    assert bug.covers("nn.layer_norm", *_layer_norm(True, True, (-1, 1)))  # axes out of increasing order
    assert not bug.covers("nn.layer_norm", *_layer_norm(True, True, (1, 2)))
    assert not bug.covers("nn.layer_norm", *_layer_norm(True, True, (-2, -1)))  # normalized: increasing
    assert not bug.covers("nn.rms_norm", *_layer_norm(False, True, (1, 2)))


# What TVM 0.27's rms_norm does with each (shape, axes), compiled alone: all axes fail (even the one axis of a
# rank-1 tensor, which is trailing), axes before one that is left fail, and trailing axes leaving one compile.
RMS_NORM_COMPILES = {((4,), (0,)): "all", ((3, 4), (0, 1)): "all", ((3, 4), (1, 0)): "all",
                     ((2, 3, 4), (2, 0, 1)): "all", ((3, 4), (0,)): "non-trailing", ((2, 3, 4), (1,)): "non-trailing",
                     ((2, 3, 4), (0, 2)): "non-trailing", ((2, 3, 4), (2, 0)): "non-trailing",
                     ((3, 4), (1,)): None, ((2, 3, 4), (1, 2)): None, ((2, 3, 4), (2, 1)): None, ((3,), ()): None}


@pytest.mark.parametrize("shape, axes", RMS_NORM_COMPILES)
def test_rms_norm_entries_split_reducing_all_axes_from_non_trailing_ones(shape, axes):
    """Two bugs with one symptom, each its own fix in topi's rms_norm: one entry each, never both."""
    x, weight = TensorType(shape, "float32"), TensorType(tuple(shape[a] for a in axes), "float32")
    found = [b for b in covering("nn.rms_norm", (x, weight), {"axes": axes, "epsilon": 1e-5}) if "compile" in b.stage]
    expected = RMS_NORM_COMPILES[shape, axes]
    assert len(found) == (expected is not None)
    if expected is not None:
        title = {"all": "reducing all axes", "non-trailing": "axes other than the trailing ones"}[expected]
        assert found[0].title.startswith(title)


def test_a_problem_is_waived_only_when_stage_symptom_and_predicate_all_match():
    bug = next(b for b in known_bugs() if b.op == "nn.layer_norm" and "values" in b.stage)
    args, attrs = _layer_norm(False, True, (1, 2))
    text = "max abs error 2.5 exceeds tolerance (rtol=0.0001, atol=1e-05) for ..."
    assert bug.explains("nn.layer_norm", "values", text, args, attrs)
    assert not bug.explains("nn.layer_norm", "compile", text, args, attrs)
    assert not bug.explains("nn.layer_norm", "values", "result float32[2] but reference float16[2]", args, attrs)
    assert not bug.explains("nn.layer_norm", "values", text, *_layer_norm(True, True, (1, 2)))


def test_split_bad_alloc_is_waived_only_for_its_documented_causes():
    x = TensorType((5, 3), "float32")
    past_the_extent = {"indices_or_sections": (2, 7), "axis": 0}
    inside = {"indices_or_sections": (2, 4), "axis": 0}
    negative_last_piece = {"indices_or_sections": 4, "axis": 0}  # ceil(5/4)=2, 3*2 > 5
    even = {"indices_or_sections": 5, "axis": 0}
    bad_alloc = [b for b in known_bugs() if b.op == "split" and "run" in b.stage]
    def covers(attrs):
        return any(b.explains("split", "run", "running failed: std::bad_alloc", (x,), attrs) for b in bad_alloc)

    assert covers(past_the_extent) and covers(negative_last_piece)
    assert not covers(inside) and not covers(even)


def test_the_generator_can_avoid_every_covered_instance():
    from relayreduce.generator.policy import Policy
    from relayreduce.generator.typed import TypedGenerator

    from relayreduce.ir.expr import Call, walk

    clean = TypedGenerator(Policy(max_ops=8, avoid_known_bugs=True), seed=3)
    plain = TypedGenerator(Policy(max_ops=8), seed=3)

    def covered_calls(module):
        return [b for _, b in walk(module) if isinstance(b.value, Call)
                and covering(b.value.op, tuple(a.type for a in b.value.args), b.value.attr_dict)]

    assert sum(len(covered_calls(plain.generate(i))) for i in range(150)) > 0  # the filter has work to do
    assert all(not covered_calls(clean.generate(i)) for i in range(150))


@pytest.mark.parametrize("bug", program_bugs(), ids=lambda b: b.name)
def test_each_program_bug_covers_its_fixture_which_shows_the_symptom(bug):
    """The fixture reproduces on pinned TVM (tests/test_regressions.py re-runs it); here its program must fall
    under the predicate and its recorded failure must show the symptom, so the entry is tied to a live bug."""
    record = REGRESSIONS / bug.fixture
    case = load_case(record / "case.pkl")
    failure = read_failure(record)
    assert bug.covers(case.program, case.oracle.name, case.oracle.passes)
    assert re.search(bug.symptom, f"{failure.get('message', '')} {failure.get('signal', '')} "
                                   f"{(record / 'stderr.txt').read_text(errors='replace')}")


def test_program_bugs_stay_inside_their_oracles_and_predicates():
    fastmath = next(b for b in program_bugs() if "FastMath" in b.when)
    case = load_case(REGRESSIONS / fastmath.fixture / "case.pkl")
    assert fastmath.covers(case.program, "passes", case.oracle.passes)
    assert not fastmath.covers(case.program, "compile", case.oracle.passes)
    assert not fastmath.covers(case.program, "passes", ("FoldConstant",))
    assert fastmath in program_covering(case.program, "passes", case.oracle.passes)
    # the crash needs a call of one Relax function by another (its op is a GlobalVar): the same two functions
    # with main no longer calling f1 pass FastMathTransform (checked on TVM 0.27, as the audit's fastmath.py)
    from relayreduce.ir.expr import CallFunc, SeqExpr

    (block,) = case.program.main.body.blocks
    kept = tuple(b for b in block.bindings if not isinstance(b.value, CallFunc))
    body = SeqExpr((dataclasses.replace(block, bindings=kept),), kept[-1].var)
    uncalled = case.program.replace_function(dataclasses.replace(case.program.main, body=body))
    assert len(uncalled.functions) == 2 and not fastmath.covers(uncalled, "passes", case.oracle.passes)


def test_an_avoiding_campaign_source_drops_cases_a_program_bug_covers():
    from relayreduce.campaign import CaseSource
    from relayreduce.generator.policy import Policy

    def first(avoid):
        source = CaseSource(Policy(max_ops=6, if_rate=0.4, avoid_known_bugs=avoid), 5, ["compile", "passes"], [],
                            {"tvm_version": "x"})
        cases = list(itertools.islice(source, 60))
        return cases, source.dropped_known_bugs

    plain, dropped_plain = first(False)
    clean, dropped = first(True)
    def covered(case):
        return program_covering(case.program, case.oracle.name, case.oracle.passes)

    assert any(map(covered, plain)) and dropped_plain == 0  # the policy does make if-branch programs
    assert not any(map(covered, clean)) and dropped > 0


def _read_after(op, dtype, **attrs):
    """``op`` on a (3, 4) tensor of ``dtype``, its result then read by a concat: where a wrong result dtype shows."""
    from relayreduce.ir.builder import FunctionBuilder, module

    b = FunctionBuilder("main")
    x = b.param("x", TensorType((3, 4), dtype))
    with b.dataflow():
        y = b.call(op, x, **attrs)
        z = b.call("concat", y, y, axis=0)
    return module(b.finish(z))


def test_a_failure_is_attributed_to_a_known_bug_only_where_that_bug_can_cause_it():
    from relayreduce.known_bugs import explain

    downstream = "Concat expects all input tensors to have the same dtype"
    std_int = _read_after("std", "int32", axis=(1,), keepdims=False)
    # std of an int32 tensor is typed int32 but is float32 at run time: the concat that reads it fails, in its
    # own words, so only a minimized program (the std is needed for the failure) makes it the likely cause
    found = explain(std_int, downstream, minimized=True)
    assert found.bug.op == "std" and found.likely and found.line().startswith("likely explained by a known TVM bug of std")
    assert explain(std_int, downstream, minimized=False) is None
    assert explain(_read_after("std", "float32", axis=(1,), keepdims=False), downstream, minimized=True) is None

    clip_bool = _read_after("clip", "bool", min=0, max=1)
    symptom = "InternalError: Check failed: (t.MatchesCode(DLDataTypeCode::kDLFloat)) is false: "
    found = explain(clip_bool, symptom, minimized=False)  # the bug's own symptom: no judgement needed
    assert found.bug.op == "clip" and not found.likely and found.line().startswith("explained by")
    # a compile-stage bug's call with another failure is not its cause, minimized or not
    assert explain(clip_bool, downstream, minimized=True) is None


def _take_nan(dtype, axis):
    from relayreduce.ir.builder import FunctionBuilder, module

    b = FunctionBuilder("main")
    x = b.param("x", TensorType((3,), dtype))
    i = b.param("i", TensorType((2,), "int64"))
    return module(b.finish(b.call("take", x, i, axis=axis, mode="nan")))


def test_what_tvm_rejects_on_purpose_is_a_limitation_and_the_real_take_bug_beside_it_is_not():
    from relayreduce.known_bugs import explain

    # the messages TVM 0.27 gives, cut short
    flat_float = ("Check failed: (a.ty().MatchesCode(DLDataTypeCode::kDLInt, DLDataTypeCode::kDLUInt)) is false: "
                  'T.if_then_else(..., T.float32("nan"), T.Cast("float32", ...))\n# Metadata omitted.')
    int_nan = "ValueError: Cannot convert NaN to BigInt"
    bool_flat = "Check failed: (value_ty.MatchesCode(...)) is false: FloatImm supports only float, but bool was supplied."
    group_norm = "Check failed: (...) is false: group_norm: only support float32 and float16 for now"

    bug = explain(_take_nan("float32", None), flat_float, minimized=True)
    assert bug is not None and not bug.bug.limitation  # a real TVM bug: the same take with an axis works
    for dtype, axis, text in (("int64", 0, int_nan), ("int32", None, int_nan), ("bool", None, bool_flat)):
        found = explain(_take_nan(dtype, axis), text, minimized=False)
        assert found.bug.limitation and found.line().startswith("not TVM's bug: a deliberate limitation of take")
    norm = [b for b in known_bugs() if b.op == "nn.group_norm" and re.search(b.symptom, group_norm)]
    assert [b.limitation for b in norm] == [True]


def test_the_generator_never_makes_what_tvm_rejects_on_purpose():
    from relayreduce.generator.policy import Policy
    from relayreduce.generator.typed import TypedGenerator
    from relayreduce.ir.expr import Call, walk

    policy = Policy(max_ops=4, allow_ops=("take", "nn.group_norm"), dtypes=("int32", "bool", "float32", "float64"))
    calls = [b.value for i in range(200) for _, b in walk(TypedGenerator(policy, seed=7).generate(i))
             if isinstance(b.value, Call)]
    assert {c.op for c in calls} == {"take", "nn.group_norm"}
    assert any(c.attr_dict["mode"] == "nan" for c in calls if c.op == "take")  # on float data only
    limited = [c for c in calls if any(bug.limitation for bug in
                                       covering(c.op, tuple(a.type for a in c.args), c.attr_dict))]
    assert not limited, limited[:3]


# --- root causes, program bugs and campaign messages ------------------------------------------------------
# tests/report_fixtures/campaign_20261128: records of `relayreduce campaign --seed 20261128 --budget 3m
# --minimize-budget 6m` (TVM 0.27.0.post1), each the witness of a cluster with its reduction (reduced/), and
# messages.txt, the first line of the message of each of that campaign's 131 failures (49 distinct).
CAMPAIGN = Path(__file__).parent / "report_fixtures" / "campaign_20261128"


def _reduced(record: str):
    """(program, failure text as ClusterData.explanation reads it, oracle) of a record's minimal case."""
    import json

    case = load_case(CAMPAIGN / record / "reduced" / "case.pkl")
    failure = json.loads((CAMPAIGN / record / "reduced" / "reduction.json").read_text())["failure"]
    trace = "" if failure["kind"] == "mismatch" else failure.get("stderr") or failure.get("traceback") or ""
    return case.program, f"{failure['message']}\n{trace}", case.oracle


def _entries(cause: str) -> set[str]:
    return {b.op for b in known_bugs() if b.cause == cause}


def test_entries_that_one_fix_in_tvm_repairs_share_one_cause():
    from relayreduce.known_bugs import causes

    # one cast in legalize_ops/statistical.py; FloatSuffix's missing float16 case (intrin_rule.h); the bool
    # case missing from CodeGenLLVM's binary and comparison macros (every entry failing its kDLFloat check)
    assert _entries("statistical-legalize-dtype") == {"mean", "variance", "std"}
    assert _entries("llvm-float16-math-extern") == {"asin", "acos", "atan", "sinh", "cosh"}
    codegen = {b.op for b in known_bugs() if "t\\.MatchesCode\\(DLDataTypeCode::kDLFloat\\)" in b.symptom
               or b.symptom == "MatchesCode\\(DLDataTypeCode::kDLFloat\\)"}
    assert _entries("llvm-codegen-bool-arith") == codegen == {
        "clip", "cumsum", "cumprod", "matmul", "nn.conv1d", "nn.conv2d", "nn.conv1d_transpose", "nn.conv2d_transpose"}
    # the one type check layer_norm and rms_norm share (NormCheckDtypeAndShape) accepts rank 0; bool max and min
    # through any/all in TIR's max and min reducers. argmax and argmin fail in the same min_value/max_value, but
    # in topi's own argmax reducer, which that change does not touch: their entries are their own
    assert _entries("norm-rank0") == {"nn.layer_norm", "nn.rms_norm"}
    assert {b.symptom for b in known_bugs() if b.cause == "norm-rank0"} == {"Cannot reduce a 0 dim Tensor"}
    assert _entries("reduce-bool-max-min") == {"max", "min"}
    assert not any(b.cause for b in known_bugs() if b.op in ("argmax", "argmin"))
    # every cause is shared (else it is an entry's own), and nothing else is grouped, no limitation at all
    assert set(causes()) == {"statistical-legalize-dtype", "llvm-float16-math-extern", "llvm-codegen-bool-arith",
                             "norm-rank0", "reduce-bool-max-min"}
    assert all(len(_entries(c)) >= 2 for c in causes())
    assert not any(b.cause for b in known_bugs() if b.limitation)


def test_every_bug_a_campaign_can_draft_has_a_short_title():
    from relayreduce.known_bugs import Explanation

    for bug in (*known_bugs(), *program_bugs()):
        title = Explanation(bug, likely=False).title
        if getattr(bug, "limitation", False):
            assert not title  # never drafted
        else:
            assert title and len(title) <= 90 and "\n" not in title, bug


@pytest.mark.parametrize("changes, message", [
    ({"cause": "no-such-cause"}, "is not a \\[\\[cause\\]\\]"),
    ({"cause": "statistical-legalize-dtype", "url": "https://github.com/apache/tvm/issues/1"}, "takes its url"),
    ({"cause": "statistical-legalize-dtype", "title": "own title"}, "takes its url, title"),
    ({"cause": "statistical-legalize-dtype", "related": ["https://github.com/apache/tvm/issues/1"]},
     "takes its url, title and related links"),
    ({"cause": "statistical-legalize-dtype", "limitation": True}, "a limitation has no cause"),
])
def test_an_entry_names_an_existing_cause_and_leaves_it_the_url_and_title(changes, message):
    from relayreduce.known_bugs import causes, check_cause

    entry = {"op": "mean", "stage": "result-type", "when": "dtype == 'bool'", "symptom": "x", "note": "n", **changes}
    with pytest.raises(KnownBugDataError, match=message):
        check_cause(KnownBug(**entry), causes())


def test_related_upstream_items_are_other_apache_tvm_issues_and_pull_requests():
    from relayreduce.known_bugs import Explanation, causes

    linked = [*causes().values(), *(b for b in known_bugs() if b.related)]
    assert linked  # the file cites some (each read and confirmed before it was added)
    for item in linked:
        assert all(re.fullmatch(r"https://github\.com/apache/tvm/(issues|pull)/\d+", u) for u in item.related), item
        assert item.url not in item.related and len(set(item.related)) == len(item.related)
    # a draft cites the cause's, for whichever of its entries it was drafted from
    codegen = [Explanation(b, False) for b in known_bugs() if b.cause == "llvm-codegen-bool-arith"]
    assert {e.related for e in codegen} == {causes()["llvm-codegen-bool-arith"].related}
    rms_all_axes = next(b for b in known_bugs() if b.op == "nn.rms_norm" and b.title.startswith("reducing all axes"))
    assert Explanation(rms_all_axes, False).related == ("https://github.com/apache/tvm/issues/18002",
                                                        "https://github.com/apache/tvm/pull/18063")
    with pytest.raises(KnownBugDataError, match="related is a list of https URLs"):
        KnownBug(op="exp", stage="values", when="True", symptom="x", note="n", related="https://github.com/x")


def test_a_shared_cause_gives_its_entries_one_identity_url_and_note():
    from relayreduce.known_bugs import Explanation, causes

    by_op = {b.op: b for b in known_bugs() if b.cause == "llvm-float16-math-extern"}
    acos, atan = Explanation(by_op["acos"], False), Explanation(by_op["atan"], False)
    assert acos.cause_id == atan.cause_id == "llvm-float16-math-extern"
    assert acos.url == atan.url == causes()["llvm-float16-math-extern"].url
    assert acos.note == causes()["llvm-float16-math-extern"].note and "FloatSuffix" in acos.note
    # an entry of its own is its own cause
    rank0 = [Explanation(b, False) for b in known_bugs() if b.op in ("argmax", "argmin") and "0 dim" in b.symptom]
    assert len({e.cause_id for e in rank0}) == 2


def test_a_program_bug_explains_a_failure_of_a_case_it_covers_that_shows_its_symptom():
    from relayreduce.known_bugs import explain

    # the if-branch segfault of a campaign (opt-diff): StaticPlanBlockMemory, filed upstream
    program, text, oracle = _reduced("bcbb1a601dce2efa")
    found = explain(program, text, True, oracle.name, oracle.passes)
    assert found.bug.name == "vm-alloc-segfault-ops-in-if" and not found.likely
    assert found.url == "https://github.com/apache/tvm/issues/20191"
    assert found.line().startswith("explained by a known TVM bug (vm-alloc-segfault-ops-in-if), filed as "
                                   "https://github.com/apache/tvm/issues/20191: ")
    assert explain(program, text, True) is None  # the case's oracle is needed to say a program bug covers it
    assert explain(program, "child process killed by SIGSEGV without a result\n", True, oracle.name) is None
    # FastMathTransform on a module whose main calls another function (passes oracle): no issue filed, so it
    # is drafted, once
    program, text, oracle = _reduced("2cdbe493465840c7")
    found = explain(program, text, True, oracle.name, oracle.passes)
    assert found.bug.name == "fastmath-transform-globalvar-name" and found.url == "" and found.op is None
    assert explain(program, text, True, oracle.name, ("FoldConstant",)) is None


def test_result_dtype_symptoms_match_the_campaign_oracles_messages_and_no_others():
    from relayreduce.known_bugs import explain

    # cluster 9a4c3632: R.variance of a bool tensor, compared with the NumPy reference: the bug itself
    program, text, oracle = _reduced("7560c36f0c81e413")
    assert text.startswith("llvm/default vs NumPy reference: dtype int32 vs expected bool")
    found = explain(program, text, True, oracle.name, oracle.passes)
    assert found.bug.op == "variance" and not found.likely and found.dtype == "bool"
    # the program's output may be any call's in a program not minimized: no attribution there
    assert explain(program, text, False, oracle.name, oracle.passes) is None
    # of the campaign's 49 distinct messages, the result-type and values symptoms match only the dtype
    # comparisons of the reference oracle (and layer_norm's, the one wrong-values message)
    messages = (CAMPAIGN / "messages.txt").read_text().splitlines()
    by_op = {}
    for bug in known_bugs():
        if set(bug.stage) <= {"result-type", "values"}:
            hits = {m for m in messages if re.search(bug.symptom, m)}
            by_op.setdefault(bug.op, set()).update(hits)
    dtype = "llvm/default vs NumPy reference: dtype "
    assert by_op["mean"] == by_op["variance"] == {dtype + "int32 vs expected bool", dtype + "int64 vs expected bool",
                                                  dtype + "int64 vs expected int8"}
    assert by_op["std"] == {dtype + "float32 vs expected int32"}
    assert {m for m in messages if "elements differ" in m} == by_op["nn.layer_norm"] != set()
    assert not any(hits for op, hits in by_op.items() if op not in ("mean", "variance", "std", "nn.layer_norm"))


def test_the_layer_norm_values_entry_explains_the_campaigns_mismatch_only_inside_its_predicate():
    from relayreduce.ir.builder import FunctionBuilder, module
    from relayreduce.known_bugs import explain

    # cluster 7dbdf2e9: layer_norm with axes [1, 0] (and center=scale=False) reads gamma/beta out of bounds, so
    # the optimized and the unoptimized build disagree
    program, text, oracle = _reduced("300e112c89e8ad58")
    assert text.startswith("optimized vs unoptimized build: 1 of 3 elements differ")
    found = explain(program, text, True, oracle.name, oracle.passes)
    assert found.bug.op == "nn.layer_norm" and "values" in found.bug.stage and not found.likely

    def layer_norm(center, scale, axes):
        b = FunctionBuilder("main")
        x = b.param("x", TensorType((3, 1, 1), "float32"))
        g = b.param("g", TensorType(tuple((3, 1, 1)[a] for a in axes), "float32"))
        return module(b.finish(b.call("nn.layer_norm", x, g, g, axes=axes, epsilon=0.0, center=center, scale=scale)))

    assert explain(layer_norm(True, True, (1, 0)), text, True).bug.op == "nn.layer_norm"  # unsorted axes alone
    assert explain(layer_norm(True, True, (0, 1)), text, True) is None  # outside the predicate: a new bug
    assert explain(layer_norm(False, False, (1, 0)), text, False) is None  # not minimized: any call's values
