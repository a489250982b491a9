# cause: adaptive-avg-pool1d-output-size-none
# expect: _nn_adaptive_avg_pool1d[\s\S]*Cannot convert from type `ir\.\w+` to `Array<ir\.Expr>`
import tvm
from tvm import relax

print(f"TVM version: {tvm.__version__}")

print("=" * 60)
print("building relax module")
print("=" * 60)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 10, 6), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.adaptive_avg_pool1d(x, layout="NWC"))
    bb.emit_func_output(y)
mod = bb.get()

print(mod.script())
mod = relax.transform.LegalizeOps()(mod)
