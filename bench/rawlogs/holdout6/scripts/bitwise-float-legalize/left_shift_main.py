# cause: bitwise-float-legalize
# expect: Expected integer argument as LHS of << operator
import tvm
from tvm import relax
from tvm.relax import op


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((6,), "float32"))
    s = relax.Var("s", relax.TensorType((6,), "float32"))
    with bb.function("main", [x, s]):
        with bb.dataflow():
            out = bb.emit_output(op.left_shift(x, s))
        bb.emit_func_output(out)
    tvm.compile(bb.get(), "llvm")


main()
