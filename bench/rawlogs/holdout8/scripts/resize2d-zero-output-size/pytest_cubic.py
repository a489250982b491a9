# cause: resize2d-zero-output-size
# expect: fb->value != 0.*Divide by zero
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
    params = [relax.Var("x0", R.Tensor((1, 8, 8, 3), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.image.resize2d(a[0], size=(4, 4), layout="NHWC", method="cubic"), params, [np.ones((1, 8, 8, 3), "float32")])
    assert out is not None


def test_resize_cubic_nhwc():
    params = [relax.Var("x0", R.Tensor((1, 8, 8, 3), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.image.resize2d(a[0], size=(0, 4), layout="NHWC", method="cubic"), params, [np.ones((1, 8, 8, 3), "float32")])
    assert out is not None
