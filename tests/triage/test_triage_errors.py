"""bench/triage_errors.py: why triage groups a pair of logs otherwise than their labels, and the F1 with some
kinds of error fixed."""

import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))
from triage_errors import error_class, f1_with_fixed, votes_of  # noqa: E402

from relayreduce.triage.signature import CUT_BEFORE_ANY_FRAME, Signature  # noqa: E402

CHECK = "Check failed: (t.MatchesCode(DLDataTypeCode::kDLFloat)) is false:"
ADD = Signature("exception", "InternalError", CHECK, ("tvm::codegen::CodeGenLLVM::CreateAdd",), (), ("tvm::codegen::CodeGenLLVM::CreateAdd",))
MUL = Signature("exception", "InternalError", CHECK, ("tvm::codegen::CodeGenLLVM::CreateMul",), (), ("tvm::codegen::CodeGenLLVM::CreateMul",))
POW = Signature("exception", "InternalError", "power only applies to float", ("tvm::prim::pow",), (), ("tvm::prim::pow",))
CUT = Signature("exception", "", "", (f"{CUT_BEFORE_ANY_FRAME}1234abcd>",), (), ())


def parts():
    # part "joins" labels bool add and mul one cause, part "splits" labels them two
    return [("joins", {"a": "bool", "m": "bool"}, {}, {"a": ADD, "m": MUL}),
            ("splits", {"a": "add", "m": "mul"}, {}, {"a": ADD, "m": MUL})]


def test_a_pair_another_author_decides_the_other_way_is_contested():
    votes = votes_of(parts())
    # triage splitting add from mul in the part that joins them does what the other part's author did
    assert error_class("joins", ADD, MUL, split=True, votes=votes) == "contested"
    # and merging them in the part that splits them does what the first author did
    assert error_class("splits", ADD, MUL, split=False, votes=votes) == "contested"


def test_identical_types_no_evidence_and_the_rest():
    votes = votes_of(parts())
    assert error_class("joins", ADD, ADD, split=False, votes=votes) == "identical"
    assert error_class("joins", ADD, CUT, split=True, votes=votes) == "no evidence"
    assert error_class("joins", ADD, None, split=True, votes=votes) == "no evidence"  # a log set aside
    # a pair no other part labels: an error a better method could fix without contradicting anyone
    assert error_class("joins", ADD, POW, split=False, votes=votes) == "rest"


def test_f1_with_fixed_regroups_only_the_pairs_of_the_fixed_classes():
    labels = {"a": "x", "b": "x", "c": "y"}
    assign = {"a": 1, "b": 2, "c": 2}  # a split from b, c merged with b
    ids = list(labels)
    classes = {("a", "b"): "rest", ("b", "c"): "identical"}
    assert f1_with_fixed(ids, labels, assign, classes, ()) == pytest.approx(2 / 3)  # P and R both 2/3
    # joining a to b keeps c with b (identical is not fixed), so all three end up in one cluster
    assert f1_with_fixed(ids, labels, assign, classes, ("rest",)) == pytest.approx(2 * (5 / 9) / (5 / 9 + 1))
    assert f1_with_fixed(ids, labels, assign, classes, ("rest", "identical")) == pytest.approx(1.0)
