"""Bring your own failure: modules written by hand (tests/byo/, each triggers a real TVM 0.27 failure, see
its manifest.json), a module built with tvm.relax.frontend.nn, save_json and pickled IRModules go through
`relayreduce minimize` and `import` like generated cases, on real TVM, through the sandbox; every repro.py
runs in a fresh interpreter."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import numpy as np
import pytest

from relayreduce.case import load_case
from test_minimize import assert_repro_reproduces, relayreduce

BYO = Path(__file__).parent / "byo"
MANIFEST = json.loads((BYO / "manifest.json").read_text())


def minimize_module(module: Path, out: Path, *options) -> dict:
    proc = relayreduce("minimize", module, "-o", out, "--budget", "4m", "-j", "2", *options)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "target:" in proc.stderr  # the failure it observed, before reducing
    return assert_repro_reproduces(out)


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_hand_written_module_reduces_to_three_bindings_and_reproduces(tmp_path, name):
    entry = MANIFEST[name]
    options = ["--oracle", entry["oracle"]] + (["--passes", ",".join(entry["passes"])] if entry["passes"] else [])
    report = minimize_module(BYO / f"{name}.py", tmp_path / "out", *options)
    assert report["bindings_before"] >= 15 and report["bindings_after"] <= 3
    assert load_case(tmp_path / "out" / "imported.pkl").origin == f"import:{name}.py"
    reduced = load_case(tmp_path / "out" / "case.pkl").program
    assert not reduced.extern_funcs  # no PrimFunc the reduced module does not call survives


def test_features_the_hand_written_modules_cover():
    from relayreduce.case import OracleSpec
    from relayreduce.ir.expr import OpaqueCall, walk
    from relayreduce.module_input import load_module_case

    features = {f for entry in MANIFEST.values() for f in entry["features"]}
    assert {"opaque-op", "call_tir", "symbolic", "constants", "match_cast", "passes"} <= features
    assert len(MANIFEST) >= 8
    for name, entry in MANIFEST.items():
        if "opaque-op" in entry["features"]:  # the registry really does not model its ops
            program = load_module_case(BYO / f"{name}.py", OracleSpec()).program
            assert any(isinstance(b.value, OpaqueCall) and b.value.op.startswith("relax.nn.")
                       for _, b in walk(program))


def test_import_keeps_prim_funcs_match_cast_and_symbolic_shapes(tmp_path):
    out = tmp_path / "c.pkl"
    proc = relayreduce("import", BYO / "call_tir_mean_empty.py", "-o", out)
    assert proc.returncode == 0, proc.stderr
    program = load_case(out).program
    assert {name for name, _ in program.extern_funcs} == {"scale_shift", "unused_relu"}
    proc = relayreduce("import", BYO / "match_cast_ewise_fma.py", "-o", out)
    assert proc.returncode == 0, proc.stderr
    case = load_case(out)
    text = str(case.program.main.params) + str([b for b in case.program.main.body.bindings()])
    assert "match_cast" in text and "'s'" in text.replace('"', "'")
    assert relayreduce("check", out).returncode == 0


NN_MLP_WITH_BOOL_MAX = """
import tvm
from tvm.relax.frontend import nn

class MLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(16, 32)
        self.fc2 = nn.Linear(32, 16)
        self.fc3 = nn.Linear(16, 8)

    def forward(self, x, mask):
        h = nn.relu(self.fc1(x))
        h = nn.relu(self.fc2(h))
        h = self.fc3(h)
        gate = nn.op.max(mask, axis=1, keepdims=True)  # bool max: TVM 0.27 has no min_value for bool
        return nn.op.add(h, nn.op.astype(gate, "float32"))

mod, params = MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 16), "float32"),
                                                  "mask": nn.spec.Tensor((4, 8), "bool")}})
open(OUT, "w").write(mod.script())
"""


def test_module_exported_from_a_real_model_reduces(tmp_path):
    """An MLP written with tvm.relax.frontend.nn, exported to TVMScript as a user would save it."""
    module = tmp_path / "mlp.py"
    exec(NN_MLP_WITH_BOOL_MAX, {"OUT": str(module), "__name__": "export"})  # noqa: S102 - our own test code
    text = module.read_text()
    assert "fc1" in text and "R.max" in text
    report = minimize_module(module, tmp_path / "out")
    assert report["bindings_before"] >= 8 and report["bindings_after"] <= 3


def test_pickled_and_saved_ir_modules_reduce_the_same_way(tmp_path):
    import tvm

    from relayreduce.module_input import read_module

    irmod = read_module(BYO / "mlp_bool_max.py")
    pickled, saved = tmp_path / "m.pkl", tmp_path / "m.json"
    pickled.write_bytes(pickle.dumps(irmod))
    saved.write_text(tvm.ir.save_json(irmod))
    first = minimize_module(pickled, tmp_path / "from_pickle")
    second = minimize_module(saved, tmp_path / "from_json")
    assert first["bindings_after"] == second["bindings_after"] <= 3
    assert first["signature"]["key"] == second["signature"]["key"]


class _Payload:
    def __reduce__(self):
        return (Path.write_text, (Path(self.marker), "ran"))


def test_a_malicious_pickle_is_refused_and_nothing_runs(tmp_path):
    marker = tmp_path / "pwned"
    payload = _Payload()
    payload.marker = str(marker)
    evil = tmp_path / "module.pkl"
    evil.write_bytes(pickle.dumps(payload))
    for args in (("minimize", evil, "-o", tmp_path / "out"), ("import", evil, "-o", tmp_path / "c.pkl")):
        proc = relayreduce(*args)
        assert proc.returncode == 2 and "refusing to load" in proc.stderr and "Traceback" not in proc.stderr
    assert not marker.exists() and not (tmp_path / "c.pkl").exists() and not (tmp_path / "out").exists()


PASSING = """
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")):
        with R.dataflow():
            y = R.add(x, x)
            R.output(y)
        return y
"""


@pytest.mark.parametrize("text, needle", [
    (PASSING, "nothing to reduce: the module passes the compile oracle on llvm"),
    (PASSING.replace("R.add(x, x)", "R.add(x, undefined_name)"), "TVMScript does not parse"),
    ("x = 1\n", "no @I.ir_module"),
    ("@I.ir_module\nclass Module:\n    @T.prim_func\n    def f(A: T.Buffer((2,), 'float32')):\n        A[0] = T.float32(1)\n",
     "no Relax function"),
])
def test_a_module_that_cannot_be_reduced_says_why_in_one_line(tmp_path, text, needle):
    module = tmp_path / "module.py"
    module.write_text(text)
    proc = relayreduce("minimize", module, "-o", tmp_path / "out")
    assert proc.returncode == 2, proc.stderr
    assert needle in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()[-1]) < 400
    assert not (tmp_path / "out").exists()  # nothing written


# A user's failing script as it comes: imports (numpy too), the module in a test function, then the code
# that compiles and runs it, and a side effect that must not happen.
WHOLE_SCRIPT = """import os
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def test_it():
    @I.ir_module
    class Mod:
        @R.function
        def main(x: R.Tensor((2, 3), "float32")):
            y = R.add(x, R.const(np.arange(3, dtype="float32")))
            return y

    os.system("touch MARKER")
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    print(vm["main"](tvm.runtime.tensor(np.ones((2, 3), "float32"))))


test_it()
"""


def test_a_script_that_compiles_and_runs_its_module_gives_the_module_and_runs_nothing(tmp_path):
    script = tmp_path / "script.py"
    script.write_text(WHOLE_SCRIPT.replace("MARKER", str(tmp_path / "pwned")))
    proc = relayreduce("import", script, "-o", tmp_path / "c.pkl")
    assert proc.returncode == 0, proc.stderr
    program = load_case(tmp_path / "c.pkl").program
    (binding,) = program.main.body.blocks[0].bindings
    assert binding.value.op == "add" and np.array_equal(binding.value.args[1].value, np.arange(3, dtype="float32"))
    assert not (tmp_path / "pwned").exists()


@pytest.mark.parametrize("text, message", [
    ("import tvm\nfrom tvm import relax\nbb = relax.BlockBuilder()\n",
     "holds no @I.ir_module class (line 3 is Python code, which is not run; print(mod.script())"),
    (WHOLE_SCRIPT.replace("np.arange", "numpy.arange"), "line 13: TVMScript does not parse: Undefined variable: numpy"),
    (PASSING + PASSING.replace("class Module", "class Other"), "holds 2 @I.ir_module classes (lines 3, 12)"),
    (PASSING.replace("R.add(x, x)", "R.reshape(x, (4, 2))"), "line 7: TVMScript does not parse: Reshape expects"),
])
def test_a_script_whose_module_cannot_be_taken_says_which_line_and_what_is_accepted(tmp_path, text, message):
    script = tmp_path / "script.py"
    script.write_text(text)
    for args in (("import", script, "-o", tmp_path / "c.pkl"), ("minimize", script)):
        proc = relayreduce(*args)
        assert proc.returncode == 2
        # one line: no TVM warning after it either (the failed parse's BlockBuilder warns when it is freed)
        (line,) = proc.stderr.splitlines()
        assert message in line and line.startswith("Error: "), line
        if "Reshape" not in message:
            assert "accepted: one @I.ir_module class" in line


def test_inputs_npz_by_parameter_name(tmp_path):
    from relayreduce.case import OracleSpec
    from relayreduce.module_input import ModuleInputError, load_module_case

    module = tmp_path / "module.py"
    module.write_text(PASSING)
    np.savez(tmp_path / "in.npz", x=np.arange(6, dtype="float32").reshape(2, 3))
    case = load_module_case(module, OracleSpec(), tmp_path / "in.npz")
    assert case.input_arrays[0].tolist() == [[0, 1, 2], [3, 4, 5]]
    np.savez(tmp_path / "bad.npz", x=np.zeros((3, 3), "float32"))
    with pytest.raises(ModuleInputError, match="parameter is"):
        load_module_case(module, OracleSpec(), tmp_path / "bad.npz")


def test_cuda_target_on_a_machine_without_cuda_says_so(tmp_path):
    proc = relayreduce("minimize", BYO / "mlp_bool_max.py", "--target", "cuda", "-o", tmp_path / "out")
    assert proc.returncode == 2 and "not available on this machine" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


DPS_PACKED = """
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32")):
        n = T.int64()
        with R.dataflow():
            a = R.exp(x)
            b = R.call_dps_packed("not_registered_anywhere", (a,), out_ty=R.Tensor((n, 4), "float32"))
            c = R.add(b, a)
            R.output(c)
        return c
"""


def test_call_dps_packed_and_symbolic_shapes_survive_reduction(tmp_path):
    module = tmp_path / "module.py"
    module.write_text(DPS_PACKED)
    report = minimize_module(module, tmp_path / "out")
    repro = (tmp_path / "out" / "repro.py").read_text()
    assert report["bindings_after"] == 1 and 'R.call_dps_packed("not_registered_anywhere"' in repro
    assert "(n, " in repro  # the symbolic dim is kept, not made static


def test_fuzz_seeds_dir_reads_and_mutates_users_modules(tmp_path):
    import shutil

    import tvm

    from relayreduce import tvm_adapter
    from relayreduce.campaign import load_seeds
    from relayreduce.case import OracleSpec, make_case
    from relayreduce.generator.mutate import mutate_case
    from relayreduce.inputs import random_inputs
    from relayreduce.module_input import read_module

    shutil.copy(BYO / "call_tir_mean_empty.py", tmp_path / "a.py")
    irmod = read_module(BYO / "symbolic_take_nan.py")
    (tmp_path / "b.json").write_text(tvm.ir.save_json(irmod))
    (tmp_path / "c.pkl").write_bytes(pickle.dumps(irmod))
    seeds = load_seeds(tmp_path)
    assert len(seeds) == 3 and {n for n, _ in seeds[0].extern_funcs} == {"scale_shift", "unused_relu"}
    case = make_case(seeds[0], random_inputs(seeds[0].main), oracle=OracleSpec())
    mutants = [m for m in (mutate_case(case, seed) for seed in range(6)) if m is not None]
    assert mutants and all(m.program.extern_funcs == seeds[0].extern_funcs for m in mutants)
    for m in mutants:
        tvm_adapter.check_well_formed(tvm_adapter.lower(m.program))  # call_tir still finds its PrimFunc
