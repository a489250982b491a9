# cause: rmsnorm-empty-axis
# expect: fb->value != 0.*Divide by zero
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
    params = [relax.Var("x0", R.Tensor((3, 2), "float32")), relax.Var("x1", R.Tensor((2,), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.nn.rms_norm(a[0], a[1], axes=[1]), params, [np.ones((3, 2), "float32"), np.ones((2,), "float32")])
    assert out is not None


def test_rms_norm_axis0():
    params = [relax.Var("x0", R.Tensor((3, 0), "float32")), relax.Var("x1", R.Tensor((0,), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.nn.rms_norm(a[0], a[1], axes=[1]), params, [np.ones((3, 0), "float32"), np.ones((0,), "float32")])
    assert out is not None
