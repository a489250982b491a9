# cause: llvm-verify-maxpool2d-fused
# expect: LLVM module verification failed[\s\S]*Instruction does not dominate all uses
import tvm
from tvm import relax


def build_module():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 1, 6, 5), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            p = bb.emit(relax.op.nn.max_pool2d(x, pool_size=[2, 2], strides=[1, 2]))
            y = bb.emit_output(relax.op.square(p))
        bb.emit_func_output(y)
    mod = bb.get()
    return mod


def main():
    mod = build_module()
    print(mod.script())

    with tvm.target.Target("llvm"):
        mod = relax.transform.LegalizeOps()(mod)
        mod = relax.transform.AnnotateTIROpPattern()(mod)
        mod = relax.transform.FuseOps()(mod)
        mod = relax.transform.FuseTIR()(mod)
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
