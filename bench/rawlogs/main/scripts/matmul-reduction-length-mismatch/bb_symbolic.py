# cause: matmul-reduction-length-mismatch
# expect: Matmul requires the reduction length of the operands to be equal
# capture: pytest-native
import sys

import tvm
from tvm import relax
from tvm import tirx


def test_bb_symbolic():
    print(f"TVM version: {tvm.__version__}")
    print("[1/3] constructing module", file=sys.stderr)

    bb = relax.BlockBuilder()
    n = tirx.Var("n", "int64")
    x = relax.Var("x", relax.TensorType((n, 64), "float32"))
    w = relax.Var("w", relax.TensorType((32, 16), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            h = bb.emit(relax.op.nn.relu(x))
            y = bb.emit_output(relax.op.matmul(h, w))
        bb.emit_func_output(y)
    mod = bb.get()

    ex = tvm.compile(mod, target="llvm")
