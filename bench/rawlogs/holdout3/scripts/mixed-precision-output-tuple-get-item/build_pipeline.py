# cause: mixed-precision-output-tuple-get-item
# expect: The type is not populated
# post: truncate=0.9
import tvm
from tvm import relax


def make_gate():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 128), "float32"))
    w = relax.Var("w", relax.TensorType((128, 256), "float32"))
    with bb.function("glu", [x, w]):
        with bb.dataflow():
            h = bb.emit(relax.op.matmul(x, w))
            ab = bb.emit(relax.op.split(h, [128], axis=-1))
            a = bb.emit_output(relax.TupleGetItem(ab, 0))
        bb.emit_func_output(a)
    return bb.get()


@tvm.transform.module_pass(opt_level=0, name="MyAMPPipeline")
def amp_pipeline(mod, ctx):
    seq = tvm.transform.Sequential([
        relax.transform.ToMixedPrecision(out_dtype="float16"),
        relax.transform.LegalizeOps(),
    ])
    return seq(mod)


with tvm.target.Target("llvm"):
    mod = amp_pipeline(make_gate())
print(mod)
