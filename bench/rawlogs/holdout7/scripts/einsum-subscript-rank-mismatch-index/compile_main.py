# cause: einsum-subscript-rank-mismatch-index
# expect: IndexError: Index \d+ out of bounds \d+
# post: truncate=0.75
import sys
import tvm
from tvm import relax


def build(sub, shapes):
    bb = relax.BlockBuilder()
    args = [relax.Var(f"t{i}", relax.TensorType(s, "float32")) for i, s in enumerate(shapes)]
    with bb.function("main", args):
        bb.emit_func_output(bb.emit(relax.op.einsum(args, sub)))
    return tvm.compile(bb.get(), "llvm")


if __name__ == "__main__":
    print("trace of 3x3:", file=sys.stderr)
    build("ii->", [(3, 3)])
    print("batched trace on a matrix:", file=sys.stderr)
    build("bii->b", [(3, 3)])
