"""Lowering to Relax, importing back, TVMScript text, running, and environment info, with real TVM."""

import numpy as np
import pytest

from relayreduce import tvm_adapter as A
from relayreduce.ir import OpaqueCall, TensorType, check, size
from relayreduce.ir.expr import walk
from helpers import reference_two_function_program, two_function_program

USER_SCRIPT = '''
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), w: R.Tensor((3, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        with R.dataflow():
            a: R.Tensor((2, 3), dtype="float32") = R.add(x, x)
            s: R.Tensor((2, 3), dtype="float32") = R.nn.softplus(a, beta=1.0, threshold=20.0)
            t: R.Tensor((2, 3), dtype="float32") = R.tril(s, 0)
            y: R.Tensor((2, 3), dtype="float32") = R.multiply(t, a)
            R.output(y)
        return y
'''


@pytest.mark.parametrize("dim", ["n", 3])
def test_ir_to_relax_to_ir_is_the_identity(dim):
    program = two_function_program(dim)
    irmod = A.lower(program)
    A.check_well_formed(irmod)
    assert A.import_module(irmod) == program


def test_ir_to_tvmscript_text_parsed_by_tvm_back_to_ir_is_the_identity():
    program = two_function_program()
    text = A.to_script(program)
    assert "def main(" in text and "R.nn.leakyrelu" in text and "if cond:" in text
    assert A.import_module(text) == program


def test_tvm_infers_the_types_we_annotate():
    program = two_function_program()
    theirs = A.tvm_types(A.lower(program))
    ours = {(fn.name, b.var.name): b.var.type for fn, b in walk(program)}
    assert ours and all(theirs[key] == t for key, t in ours.items())


@pytest.mark.parametrize("cond", [True, False])
def test_compiled_program_matches_numpy(cond):
    x = np.linspace(-2, 2, 12, dtype="float32").reshape(3, 4)
    got = A.run(two_function_program(), [x, np.array(cond)])
    np.testing.assert_allclose(got, reference_two_function_program(x, cond), rtol=1e-5)


def test_user_module_with_unmodelled_ops_imports_as_opaque_calls_and_runs():
    program = A.import_module(USER_SCRIPT)
    check(program)
    opaque = [b.value for _, b in walk(program) if isinstance(b.value, OpaqueCall)]
    assert [o.op for o in opaque] == ["relax.nn.softplus", "relax.tril"]
    assert all(o.type == TensorType((2, 3), "float32") for o in opaque)
    assert size(program) == 4
    # Opaque calls lower back to the same Relax module, which compiles and runs.
    assert A.structurally_equal(A.lower(program), A.parse_script(USER_SCRIPT))
    x, w = np.full((2, 3), 0.5, "float32"), np.eye(3, dtype="float32")
    s = np.log1p(np.exp(2 * x))
    np.testing.assert_allclose(A.run(program, [x, w]), np.tril(s) * (2 * x), rtol=1e-5)


def test_unparsable_script_gives_a_one_line_adapter_error():
    with pytest.raises(A.AdapterError, match="does not parse") as info:
        A.import_module("@I.ir_module\nclass M:\n    def main(x: R.Tensor((2,), 'float32')):\n        return y\n")
    assert "\n" not in str(info.value)


def test_environment_describes_the_installation():
    env = A.environment()
    assert env["tvm_version"].startswith("0.27")
    assert env["tvm_commit"] and env["tvm_commit"] != "unknown"
    assert env["numpy_version"] == np.__version__
    assert {"llvm_version", "cuda_enabled", "python_version", "os", "cpu"} <= set(env)


def test_a_dataflow_var_read_by_a_later_dataflow_block_becomes_an_output():
    from relayreduce.ir import Binding, Block, Call, Function, Module, SeqExpr, Var

    t = TensorType((2,), "float32")
    x, a, b, c, d = Var("x", t), Var("a", t), Var("b", t), Var("c", t), Var("d", t)
    body = SeqExpr((Block((Binding(a, Call("exp", (x,))), Binding(b, Call("negative", (a,)))), dataflow=True),
                    Block((Binding(d, Call("sin", (b,))),), dataflow=False),
                    Block((Binding(c, Call("add", (a, d))),), dataflow=True)), c)
    program = Module((Function("main", (x,), body, t),))
    irmod = A.lower(program)
    A.check_well_formed(irmod)
    assert "R.output(a, b)" in irmod.script()
    assert A.import_module(irmod) == program


@pytest.mark.parametrize("dims", [("n - 2", 4), ("(n + 1) * 2",), ("n // 2", "m % 3")])
def test_compound_symbolic_dims_round_trip(dims):
    from relayreduce.ir import FunctionBuilder, module

    b = FunctionBuilder("main")
    x = b.param("x", TensorType(("n", "m") + dims, "float32"))
    program = module(b.finish(b.call("exp", x)))
    assert A.import_module(A.lower(program)) == program
