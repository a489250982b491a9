# cause: strided-slice-zero-step
# expect: Divide by zero
# capture: pytest-native
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
    params = [relax.Var("x0", R.Tensor((6,), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.strided_slice(a[0], axes=[0], begin=[5], end=[0], strides=[-1]), params, [np.ones((6,), "float32")])
    assert out is not None


def test_reverse_slice():
    params = [relax.Var("x0", R.Tensor((6,), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.strided_slice(a[0], axes=[0], begin=[5], end=[0], strides=[0]), params, [np.ones((6,), "float32")])
    assert out is not None
