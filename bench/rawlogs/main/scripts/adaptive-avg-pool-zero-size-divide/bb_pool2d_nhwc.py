# cause: adaptive-avg-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool[123]d[\s\S]*Divide by zero
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 0, 6, 8), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.adaptive_avg_pool2d(x, output_size=(3, 3), layout="NHWC"))
    bb.emit_func_output(y)
mod = bb.get()

print(mod.script())

target = tvm.target.Target("llvm")
ex = tvm.compile(mod, target=target)
