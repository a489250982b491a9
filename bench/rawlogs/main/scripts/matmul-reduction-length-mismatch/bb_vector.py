# cause: matmul-reduction-length-mismatch
# expect: Matmul requires the reduction length of the operands to be equal
import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((7,), "float16"))
    b = relax.Var("b", relax.TensorType((6,), "float16"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.matmul(a, b))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    mod = build_module()
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
