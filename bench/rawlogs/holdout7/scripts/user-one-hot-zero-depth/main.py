# cause: user-one-hot-zero-depth
# expect: one_hot: depth must be positive
# post: crlf
import tvm
from tvm import relax


def main(classes):
    bb = relax.BlockBuilder()
    x = relax.Var("cls", relax.TensorType((2, 5), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.one_hot(x, relax.prim_value(1.0), relax.prim_value(0.0), len(classes), axis=1))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    tvm.compile(bb.get(), "llvm")


if __name__ == "__main__":
    main(classes=[c for c in "" if c])
