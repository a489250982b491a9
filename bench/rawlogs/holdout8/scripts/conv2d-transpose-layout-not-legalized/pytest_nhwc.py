# cause: conv2d-transpose-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator
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
    params = [relax.Var("x0", R.Tensor((1, 2, 4, 4), "float32")), relax.Var("x1", R.Tensor((2, 5, 3, 3), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.nn.conv2d_transpose(a[0], a[1], strides=(2, 2)), params, [np.ones((1, 2, 4, 4), "float32"), np.ones((2, 5, 3, 3), "float32")])
    assert out is not None


def test_deconv_nhwc():
    params = [relax.Var("x0", R.Tensor((1, 4, 4, 2), "float32")), relax.Var("x1", R.Tensor((3, 3, 5, 2), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.nn.conv2d_transpose(a[0], a[1], strides=(2, 2), data_layout="NHWC", kernel_layout="HWOI"), params, [np.ones((1, 4, 4, 2), "float32"), np.ones((3, 3, 5, 2), "float32")])
    assert out is not None
