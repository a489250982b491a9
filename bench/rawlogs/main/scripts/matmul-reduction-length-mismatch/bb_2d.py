# cause: matmul-reduction-length-mismatch
# expect: Matmul requires the reduction length of the operands to be equal
import warnings

import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 6), "float32"))
    w = relax.Var("w", relax.TensorType((5, 3), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.matmul(x, w))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    mod = build_module()
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
