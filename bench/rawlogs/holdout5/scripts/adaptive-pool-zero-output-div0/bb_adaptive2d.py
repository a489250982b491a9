# cause: adaptive-pool-zero-output-div0
# expect: Divide by zero
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
feat = relax.Var("feat", relax.TensorType([1, 64, 7, 7], "float32"))
with bb.function("head", [feat]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.adaptive_avg_pool2d(feat, output_size=(0, 2)))
        f = bb.emit(relax.op.flatten(p))
        gv = bb.emit_output(f)
    bb.emit_func_output(gv)

mod = bb.get()
mod.show()
ex = tvm.compile(mod, target="llvm")
