# cause: fp16_reduction_accumulates_in_fp16
# expect: assert_allclose|Not equal to tolerance
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax, tirx as tir


def make(n_dim):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((n_dim,), "float16"))
    with bb.function("total", [x]):
        with bb.dataflow():
            s = bb.emit_output(relax.op.sum(x))
        bb.emit_func_output(s)
    return bb.get()


def test_total_fp16():
    n = tir.Var("n", "int64")
    vm = relax.VirtualMachine(tvm.compile(make(n), "llvm"), tvm.cpu())
    x = np.full((10000,), 1.0, "float16")
    np.testing.assert_allclose(float(vm["total"](tvm.runtime.tensor(x)).numpy()), 10000.0, rtol=1e-2)
