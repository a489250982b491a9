"""The core's real sandbox and failure writer feeding triage: the results contract end to end."""

import importlib.util
from pathlib import Path

import numpy as np

from relayreduce import case as case_mod
from relayreduce import results, sandbox
from relayreduce.triage import triage_directory

BROADCAST = """
from tvm import relax
T = relax.TensorType
bb = relax.BlockBuilder()
x = relax.Var("x", T((2, {n}), "float32"))
y = relax.Var("y", T((4, {n}), "float32"))
with bb.function("main", [x, y]):
    bb.emit_func_output(bb.emit(relax.op.{op}(x, y)))
"""


def _program():
    # the core's own test helper builds a small valid program for the case file
    spec = importlib.util.spec_from_file_location("core_conftest", Path(__file__).resolve().parents[1] / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.two_function_program()


def test_sandboxed_failures_through_the_results_contract(tmp_path):
    root = tmp_path / "results"
    env = {"tvm_version": "0.27.0.post1", "tvm_commit": "abc123"}
    program = _program()
    codes = [BROADCAST.format(n=3, op="add"), BROADCAST.format(n=5, op="multiply"), "import ctypes; ctypes.string_at(0)"]
    for i, code in enumerate(codes):
        outcome = sandbox.run_sandboxed(exec, code, timeout_s=120)
        case = case_mod.make_case(program, [np.ones((3, 4), "float32"), np.array(bool(i % 2))], environment=env)
        results.write_failure(root, case, outcome, f"oracle{i}")
    result = triage_directory(root, jobs=1)
    assert result.read == 3 and result.warnings == 0
    by_kind = {c.signature.kind: c for c in result.clusters}
    assert set(by_kind) == {"exception", "segfault"}
    broadcast = by_kind["exception"]
    assert broadcast.count == 2 and broadcast.signature.top[0] == "tvm::relax::InferBinaryBroadcastShape"
    assert broadcast.witness_path.endswith("/case.pkl") and broadcast.witness_size > 0
    # the sandbox's own frames and multiprocessing's are harness, not signature
    assert not any("sandbox" in f or "multiprocessing" in f for f in broadcast.signature.top + broadcast.signature.bottom)
    assert by_kind["segfault"].count == 1
