# cause: groupnorm-infer-zero-groups
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
    params = [relax.Var("x0", R.Tensor((2, 6, 6, 8), "float32")), relax.Var("x1", R.Tensor((8,), "float32")), relax.Var("x2", R.Tensor((8,), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.nn.group_norm(a[0], a[1], a[2], num_groups=2, channel_axis=-1, axes=[1, 2]), params, [np.ones((2, 6, 6, 8), "float32"), np.ones((8,), "float32"), np.ones((8,), "float32")])
    assert out is not None


def test_group_norm_nhwc():
    params = [relax.Var("x0", R.Tensor((2, 6, 6, 8), "float32")), relax.Var("x1", R.Tensor((8,), "float32")), relax.Var("x2", R.Tensor((8,), "float32"))]
    out = _compile_and_run(lambda *a: relax.op.nn.group_norm(a[0], a[1], a[2], num_groups=0, channel_axis=-1, axes=[1, 2]), params, [np.ones((2, 6, 6, 8), "float32"), np.ones((8,), "float32"), np.ones((8,), "float32")])
    assert out is not None
