# cause: scatter-elements-axis-out-of-range
# expect: Index out of range
# post: crlf
import warnings

import tvm
from tvm import relax

warnings.warn("scatter along the last axis is experimental", UserWarning)


def main():
    bb = relax.BlockBuilder()
    d = relax.Var("d", relax.TensorType((3, 9), "float32"))
    i = relax.Var("i", relax.TensorType((3, 2), "int32"))
    u = relax.Var("u", relax.TensorType((3, 2), "float32"))
    with bb.function("main", [d, i, u]):
        with bb.dataflow():
            y = bb.emit(relax.op.scatter_elements(d, i, u, axis=2, reduction="mul"))
            out = bb.emit_output(relax.op.exp(y))
        bb.emit_func_output(out)
    tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    main()
