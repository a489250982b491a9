"""Every registered op agrees with real TVM on 100 seeded instances (types, round-trip, results, solver)."""

import dataclasses

import numpy as np
import pytest

from relayreduce import ops
from relayreduce.ir.types import TensorType
from relayreduce.opcheck import OpChecker, known_bugs

ALL_OPS = [spec.name for spec in ops.all_ops()]


def test_the_registry_covers_the_required_families():
    by_family = {}
    for spec in ops.all_ops():
        by_family.setdefault(spec.family, []).append(spec.name)
    assert len(ALL_OPS) >= 60
    assert len(by_family["unary"]) >= 15 and len(by_family["binary"]) >= 12
    required = {"argmax", "argmin", "variance", "reshape", "permute_dims", "expand_dims", "squeeze", "concat",
                "split", "strided_slice", "broadcast_to", "tile", "flip", "repeat", "where", "clip", "astype",
                "take", "cumsum", "matmul", "nn.conv1d", "nn.conv2d", "nn.max_pool2d", "nn.avg_pool2d",
                "nn.adaptive_avg_pool2d", "nn.softmax", "nn.log_softmax", "nn.layer_norm", "nn.batch_norm"}
    assert required <= set(ALL_OPS)


@pytest.mark.parametrize("name", ALL_OPS)
def test_op_agrees_with_tvm(name):
    report = OpChecker(ops.get(name)).run(count=100, seed=0)
    assert report.instances == 100
    assert report.ok, str(report)


def test_known_tvm_bugs_name_registered_ops():
    assert all(bug.op in ALL_OPS for bug in known_bugs())


def _broken(name, **changes):
    return dataclasses.replace(ops.get(name), **changes)


def test_the_checker_catches_a_wrong_reference():
    report = OpChecker(_broken("exp", reference=lambda arrays, attrs: np.exp2(arrays[0]))).run(count=10)
    assert not report.ok and any("exceeds tolerance" in p for p in report.problems)


def test_the_checker_catches_a_wrong_relation():
    spec = ops.get("sum") if "sum" in ALL_OPS else ops.get("add")
    wrong = _broken(spec.name, infer=lambda args, attrs: TensorType((7,), args[0].dtype))
    report = OpChecker(wrong).run(count=5, execute=False)
    assert not report.ok and any("TVM infers" in p or "TVM rejects" in p for p in report.problems)


def test_the_checker_catches_a_solver_that_misses_its_target():
    spec = ops.get("add")
    wrong = _broken("add", solve=lambda t, s: spec.sample(s))
    report = OpChecker(wrong).run(count=10, execute=False)
    assert any("solver aimed at" in p for p in report.problems)
