# cause: conv2d-negative-output-shape
# expect: _nn_conv2d[\s\S]*lead to negative output shape
# capture: pytest
# env: TVM_BACKTRACE=1
# post: truncate=0.75
import tvm
from tvm import relax


def test_bb_kernel_bigger():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 4, 4), "float32"))
    w = relax.Var("w", relax.TensorType((8, 3, 7, 7), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.conv2d(x, w))
        bb.emit_func_output(y)
    mod = bb.get()

    print(mod.script())
    print("compiling ...", flush=True)
    ex = tvm.compile(mod, target="llvm")
