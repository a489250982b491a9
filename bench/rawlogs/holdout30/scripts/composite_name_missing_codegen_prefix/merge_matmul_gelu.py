# cause: composite_name_missing_codegen_prefix
# expect: should start with a compiler name followed by period
# capture: ipython
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard


def build_ffn():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((16, 384), "float32"))
    w_up = relax.Var("w_up", relax.TensorType((384, 1536), "float32"))
    w_down = relax.Var("w_down", relax.TensorType((1536, 384), "float32"))
    with bb.function("main", [x, w_up, w_down]):
        with bb.dataflow():
            h = bb.emit(relax.op.matmul(x, w_up))
            h = bb.emit(relax.op.nn.gelu(h))
            y = bb.emit(relax.op.matmul(h, w_down))
            out = bb.emit_output(relax.op.add(y, x))
        bb.emit_func_output(out)
    return bb.get()


mm = is_op("relax.matmul")(wildcard(), wildcard())
patterns = [
    relax.transform.FusionPattern("matmul_gelu", is_op("relax.nn.gelu")(mm)),
    relax.transform.FusionPattern("matmul", mm),
]
seq = tvm.transform.Sequential(
    [
        relax.transform.FuseOpsByPattern(patterns, bind_constants=False),
        relax.transform.MergeCompositeFunctions(),
    ]
)
mod = seq(build_ffn())
print(mod)
