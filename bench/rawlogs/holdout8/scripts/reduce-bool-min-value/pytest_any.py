# cause: reduce-bool-min-value
# expect: Cannot decide min_value for type
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
    params = [relax.Var("x0", R.Tensor((4, 4), "int8"))]
    out = _compile_and_run(lambda *a: relax.op.max(a[0], keepdims=True), params, [np.ones((4, 4), "int8")])
    assert out is not None


def test_any_via_max():
    params = [relax.Var("x0", R.Tensor((4, 4), "bool"))]
    out = _compile_and_run(lambda *a: relax.op.max(a[0], keepdims=True), params, [np.ones((4, 4), "bool")])
    assert out is not None
