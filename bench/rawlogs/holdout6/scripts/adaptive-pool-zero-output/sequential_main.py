# cause: adaptive-pool-zero-output
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax import op


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("feat", relax.TensorType((1, 16, 9, 9), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            p = bb.emit(op.nn.adaptive_avg_pool2d(x, output_size=(3, 0)))
            f = bb.emit(op.nn.relu(p))
            out = bb.emit_output(f)
        bb.emit_func_output(out)
    return bb.get()


def main():
    seq = tvm.transform.Sequential([
        relax.transform.LegalizeOps(),
        relax.transform.AnnotateTIROpPattern(),
        relax.transform.FoldConstant(),
    ])
    with tvm.transform.PassContext(opt_level=3):
        seq(build())


if __name__ == "__main__":
    main()
