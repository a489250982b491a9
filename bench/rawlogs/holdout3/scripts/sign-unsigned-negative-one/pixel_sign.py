# cause: sign-unsigned-negative-one
# expect: cannot make uint from negative value -1
# post: truncate=0.75
import tvm
from tvm import relax


def diff_sign(width):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((width,), "uint8"))
    b = relax.Var("b", relax.TensorType((width,), "uint8"))
    with bb.function("diff_sign", [a, b]):
        with bb.dataflow():
            d = bb.emit(relax.op.subtract(a, b))     # wraps around, fine for us
            s = bb.emit_output(relax.op.sign(d))
        bb.emit_func_output(s)
    return bb.get()


def main():
    mod = diff_sign(1920)
    mod = relax.transform.LegalizeOps()(mod)
    mod = relax.transform.AnnotateTIROpPattern()(mod)
    mod = relax.transform.FuseOps()(mod)
    mod = relax.transform.FuseTIR()(mod)
    tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
