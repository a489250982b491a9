# cause: scan-zero-length-axis
# expect: Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def _compile_and_run(make_call, params, inputs):
    bb = relax.BlockBuilder()
    with bb.function("main", params):
        with bb.dataflow():
            y = bb.emit(make_call(*params))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in inputs])


def test_baseline():
    params = [relax.Var("x0", R.Tensor((2, 3, 4), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.cumsum(a[0], axis=-1, exclusive=True), params, [np.ones((2, 3, 4), "float32")])
    assert out is not None


def test_exclusive_cumsum_empty():
    params = [relax.Var("x0", R.Tensor((2, 3, 0), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.cumsum(a[0], axis=-1, exclusive=True), params, [np.ones((2, 3, 0), "float32")])
    assert out is not None
