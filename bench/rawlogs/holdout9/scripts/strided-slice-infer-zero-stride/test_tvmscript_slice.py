# cause: strided-slice-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest
# env: TVM_BACKTRACE=1
import pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def test_add_relu_compiles():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.relu(relax.op.add(x, x)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float32"))).numpy()
    np.testing.assert_allclose(out, np.full((2, 4), 2.0, "float32"))


def test_downsample_slice():
    @I.ir_module
    class Slicer:
        @R.function
        def main(x: R.Tensor((1, 3, 224, 224), "float32")):
            with R.dataflow():
                y = R.strided_slice(x, axes=[2, 3], begin=[0, 0], end=[224, 224], strides=[2, 0])
                R.output(y)
            return y

    ex = tvm.compile(Slicer, target="llvm")
