# cause: resize-zero-output
# expect: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm import relax
from tvm.relax import op


def build(h, w):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 1, 10, 10), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(op.image.resize2d(x, size=(h, w), method="cubic"))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def main():
    for h, w in [(5, 5), (0, 5)]:
        print("resize to", h, w)
        relax.build(build(h, w), target="llvm")


if __name__ == "__main__":
    main()
